/**
 * One walk of a Lua chunk's scopes, as Lua binds its names: the renaming (luaCompact.ts) and the
 * module strings' step (luaCompactModuleStrings.ts) read the same bindings through it, each with hooks
 * of its own (what a binding is, what a read or an assignment records).
 *
 * - A local statement's values are walked before its names are bound; a `repeat`'s `until` sees the
 *   body's locals; a method (`function a:b()`) binds an implicit `self` (`bind` gets no identifier).
 * - Every block opens a scope (`enter`/`leave`), a function's too (`enterFunction` before it opens,
 *   `leaveFunction` after it closes); a loop tells `loop` inside its scope, before its variables.
 * - An identifier read or assigned is told to `ref` with its binding (undefined: a global); an
 *   assignment's target, or a function statement's name, is offered to `target` first (true: taken),
 *   then walked as an expression, and an identifier among them is told to `assign` too.
 * - `expr` is offered every expression first (true: taken, not walked further).
 */
import { isNode } from "./luaAst";
import type { LuaNode } from "./luaAst";

type Node = LuaNode;

export interface ScopeHooks<B> {
  /** A new binding of `name` in the innermost scope; `id` undefined for a method's implicit `self`. */
  bind(name: string, id: Node | undefined): B;
  ref(id: Node, binding: B | undefined): void;
  /** An identifier assigned: by an assignment, or named by a function statement (`function f()`, `declared`). */
  assign?(id: Node, binding: B | undefined, declared: boolean): void;
  /** The `i`th name of a local statement, just bound. */
  local?(s: Node, i: number, binding: B): void;
  target?(v: Node): boolean;
  expr?(e: Node): boolean;
  enter?(): void;
  leave?(): void;
  enterFunction?(f: Node): void;
  leaveFunction?(f: Node): void;
  loop?(): void;
}

export interface ScopeWalk<B> {
  /** The binding a name has at the walk's place (undefined: a global). */
  lookup(name: string): B | undefined;
  /** How many scopes are open (1: the chunk's own). */
  depth(): number;
  expr(e: Node): void;
  /** Walks a chunk's (or block's) statements. */
  block(body: Node[]): void;
}

/** A walk with `hooks`; a hook may call the walk back (`lookup`, `expr`) while it runs. */
export function scopeWalk<B>(hooks: ScopeHooks<B>): ScopeWalk<B> {
  const scopes: Map<string, B>[] = [new Map()];
  const lookup = (name: string): B | undefined => {
    for (let i = scopes.length - 1; i >= 0; i--) {
      const b = scopes[i].get(name);
      if (b !== undefined) return b;
    }
    return undefined;
  };
  const bind = (name: string, id: Node | undefined): B => {
    const b = hooks.bind(name, id);
    scopes[scopes.length - 1].set(name, b);
    return b;
  };
  const inScope = (f: () => void): void => {
    hooks.enter?.();
    scopes.push(new Map());
    f();
    scopes.pop();
    hooks.leave?.();
  };
  const block = (body: Node[]): void => {
    for (const s of body) statement(s);
  };
  const fn = (f: Node): void => {
    hooks.enterFunction?.(f);
    inScope(() => {
      const id = f.identifier as Node | null;
      if (id && id.type === "MemberExpression" && id.indexer === ":") bind("self", undefined);
      for (const p of f.parameters as Node[]) if (p.type === "Identifier") bind(p.name as string, p);
      block(f.body as Node[]);
    });
    hooks.leaveFunction?.(f);
  };
  const target = (v: Node, declared: boolean): void => {
    if (hooks.target?.(v) === true) return;
    expr(v);
    if (v.type === "Identifier") hooks.assign?.(v, lookup(v.name as string), declared);
  };
  const statement = (s: Node): void => {
    switch (s.type) {
      case "LocalStatement": {
        for (const e of s.init as Node[]) expr(e);
        (s.variables as Node[]).forEach((v, i) => {
          const b = bind(v.name as string, v);
          hooks.local?.(s, i, b);
        });
        return;
      }
      case "FunctionDeclaration": {
        const id = s.identifier as Node | null;
        if (s.isLocal === true && id) bind(id.name as string, id);
        else if (id) target(id, true);
        fn(s);
        return;
      }
      case "ForNumericStatement":
        expr(s.start as Node);
        expr(s.end as Node);
        if (s.step) expr(s.step as Node);
        inScope(() => {
          hooks.loop?.();
          bind((s.variable as Node).name as string, s.variable as Node);
          block(s.body as Node[]);
        });
        return;
      case "ForGenericStatement":
        for (const e of s.iterators as Node[]) expr(e);
        inScope(() => {
          hooks.loop?.();
          for (const v of s.variables as Node[]) bind(v.name as string, v);
          block(s.body as Node[]);
        });
        return;
      case "WhileStatement":
        expr(s.condition as Node);
        inScope(() => block(s.body as Node[]));
        return;
      case "RepeatStatement":
        inScope(() => {
          block(s.body as Node[]);
          expr(s.condition as Node);
        });
        return;
      case "DoStatement":
        inScope(() => block(s.body as Node[]));
        return;
      case "IfStatement":
        for (const c of s.clauses as Node[]) {
          if (c.condition) expr(c.condition as Node);
          inScope(() => block(c.body as Node[]));
        }
        return;
      case "AssignmentStatement":
        for (const e of s.init as Node[]) expr(e);
        for (const v of s.variables as Node[]) target(v, false);
        return;
      case "LabelStatement":
      case "GotoStatement":
      case "BreakStatement":
        return;
      default:
        for (const [k, v] of Object.entries(s)) if (k !== "range" && k !== "loc") exprAny(v);
    }
  };
  const exprAny = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) exprAny(x);
    else if (isNode(v)) expr(v);
  };
  const expr = (e: Node): void => {
    if (hooks.expr?.(e) === true) return;
    switch (e.type) {
      case "Identifier":
        hooks.ref(e, lookup(e.name as string));
        return;
      case "FunctionDeclaration":
        fn(e);
        return;
      case "MemberExpression":
        expr(e.base as Node);
        return;
      case "TableKeyString":
        expr(e.value as Node);
        return;
      default:
        for (const [k, v] of Object.entries(e)) if (k !== "range" && k !== "loc") exprAny(v);
    }
  };
  return { lookup, depth: () => scopes.length, expr, block };
}
