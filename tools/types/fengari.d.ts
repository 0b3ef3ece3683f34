// fengari ships no types; the harness uses its C-like API through `any` in one place (tools/lib/luaVm.ts).
declare module "fengari" {
  export const lua: any;
  export const lauxlib: any;
  export const lualib: any;
  export function to_luastring(s: string): Uint8Array;
  export function to_jsstring(s: Uint8Array): string;
}
