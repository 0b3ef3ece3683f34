/**
 * The host's setup panel and the 2-player mulligan panel (setup.ts paints them): composed into
 * Global's UI by the build (lib/panelsXml.ts).
 */
import { setupCard, setupCardsFor } from "../../core/data/setupCards";
import { CLOCKWISE } from "../lib/clockwise";
import { uiButton, uiLayout, uiPanel, uiText } from "../lib/uiXml";

function option(text: string, selected: boolean): string {
  return `<Option${selected ? ' selected="true"' : ""}>${text}</Option>`;
}

function cardOptions(n: number): string {
  const out = [option("Random", true)];
  for (const id of setupCardsFor(n)) {
    const c = setupCard(id);
    out.push(option(`${id} ${c === undefined ? "" : c.name}`, false));
  }
  return out.join("");
}

function row(label: string, control: string): string {
  return uiLayout("Horizontal", 'spacing="8" childForceExpandWidth="false"', `<Text text="${label}" fontSize="16" color="#ffffff" minWidth="190" alignment="MiddleLeft"/>${control}`);
}

function dropdown(id: string, options: string): string {
  return `<Dropdown id="${id}" onValueChanged="${id}" minWidth="290">${options}</Dropdown>`;
}

function cardRow(n: number): string {
  return row(`Setup card (${n} players)`, dropdown(`arcsSetupCard${n}`, cardOptions(n)));
}

export const SETUP_XML =
  uiPanel(
    "arcsSetup",
    'visibility="Host" width="520" height="380" rectAlignment="MiddleCenter" color="#0b1530ee" padding="12 12 10 10" active="true"',
    uiLayout(
      "Vertical",
      'spacing="6" childForceExpandHeight="false"',
      '<Text id="arcsSetupTitle" text="Arcs: new game (the host sets up)" fontSize="22" fontStyle="Bold" color="#ffffff" minHeight="30"/>' +
        uiText("arcsSetupStatus", "Seat 2 to 4 players at Red, Blue, Yellow and White, then press Start.", 15, "#dde6ff", ' minHeight="44"') +
        row("First player", dropdown("arcsSetupFirst", [option("Random", true)].concat(CLOCKWISE.map((c) => option(c, false))).join(""))) +
        cardRow(2) +
        cardRow(3) +
        cardRow(4) +
        '<Toggle id="arcsSetupLeaders" onValueChanged="arcsSetupLeaders" isOn="false" fontSize="16" textColor="#ffffff">Leaders &amp; Lore (p.21)</Toggle>' +
        uiButton("arcsSetupStart", "arcsSetupStart", "Start", 20, ' minHeight="40"'),
    ),
  ) +
  uiPanel(
    "arcsMulligan",
    'width="520" height="96" rectAlignment="UpperCenter" offsetXY="0 -60" color="#0b1530ee" padding="10 10 8 8" active="false"',
    uiLayout(
      "Vertical",
      'spacing="6"',
      uiText("arcsMulliganText", "", 17, "#ffffff") +
        uiLayout("Horizontal", 'spacing="10"', uiButton("arcsMulliganRedraw", "arcsSetupMulligan", "Mulligan: discard and draw 6", 16) + uiButton("arcsMulliganKeep", "arcsSetupKeep", "Keep this hand", 16)),
    ),
  );
