import { loadTable } from "../support/scenario";
import { builtSave } from "../support/builtSave";
import { CHAT_COMMANDS, HELP_COMMAND } from "../../src/tts/help/commands";

describe("help inside TTS (built save)", () => {
  test("!arcs help lists every chat command to the asker only, and the message is hidden from chat", () => {
    const table = loadTable(["Red", "Blue"]);
    const before = table.messages.length;
    expect(table.chat("Blue", HELP_COMMAND)).toBe(false);
    const said = table.messages.slice(before);
    expect(said.length).toBe(1);
    expect(said[0]).toMatchObject({ to: "Blue", kind: "printToColor" });
    for (const c of CHAT_COMMANDS) expect(said[0].text).toContain(c.command);
    expect(said[0].text).toContain("How to use this table");
  });

  test("every listed command is one the table handles (none is hidden-but-ignored or advertised-but-missing)", () => {
    const table = loadTable(["Red", "Blue"]);
    for (const c of CHAT_COMMANDS) {
      const before = table.messages.length;
      expect(`${c.command}: ${table.chat("Red", c.command)}`).toBe(`${c.command}: false`);
      // answered by its own feature, not by the unknown-command reply
      for (const m of table.messages.slice(before)) expect(m.text).not.toMatch(/is not a command of this table/);
    }
    expect(table.chat("Red", "hello all")).toBe(true); // plain chat stays in chat
  });

  test("!arcs alone or a mistyped command gets the list, privately (issue 33 item 5)", () => {
    const table = loadTable(["Red", "Blue"]);
    for (const typed of ["!arcs", "  !arcs  ", "!arcs hlep", "!arcs campaign exprot", "!Arcs log"]) {
      const before = table.messages.length;
      expect(`${typed}: ${table.chat("Blue", typed)}`).toBe(`${typed}: false`);
      const said = table.messages.slice(before);
      expect(said).toHaveLength(1);
      expect(said[0]).toMatchObject({ to: "Blue", kind: "printToColor" });
      for (const c of CHAT_COMMANDS) expect(said[0].text).toContain(c.command);
      if (typed.trim() !== "!arcs") expect(said[0].text).toContain(`"${typed.trim()}" is not a command of this table`);
    }
    expect(table.chat("Blue", "!arcsy")).toBe(true); // not an !arcs command at all
  });

  test('the save\'s first Notebook tab is "How to use this table" and the welcome note points to it', () => {
    const { save, allObjects } = builtSave();
    const tabs = Object.values(save.TabStates as Record<string, { title: string }>);
    expect(tabs[0].title).toBe("How to use this table");
    const welcome = allObjects().find((o) => (o.Tags ?? []).includes("welcome"))!;
    expect(String(welcome.Description)).toContain('"How to use this table"');
    expect(welcome.LuaScript).toContain("How to use this table");
  });
});
