// Must be imported before fengari: its luaconf reads FENGARICONF once, at load.
// LUA_COMPAT_FLOATSTRING prints integral floats as "3" (as MoonSharp and Lua 5.2 do), not "3.0".
process.env.FENGARICONF = JSON.stringify({ LUA_COMPAT_FLOATSTRING: true });
export {};
