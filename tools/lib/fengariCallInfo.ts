/**
 * fengari makes a CallInfo for every Lua and JS function call (its `luaD_poscall` drops the next one,
 * so none is reused). Its constructor sets the integer fields (stack offsets, pc, result count,
 * status bits) to NaN, which gives V8 double fields: each CallInfo then carries a boxed number per
 * field, and `lua_pcallk` adds `extra` later (another shape). Here the same object is made with those
 * fields as small integers and `extra` declared: every field is set by the caller before it is read
 * (luaD_precall sets funcOff, nresults, func, top, callstatus; a Lua call its base, code and pc), so
 * the VM behaves the same. Test infrastructure only (the fake and the benches run Lua in fengari; the
 * build never does). Measured (CPU of one suite, pairs back to back): campaignSession26Fuzz 28.5 s
 * -> 25.3 s, campaignSaveLoadIntermission 20.9 -> 16.2 s, tableFuzz 11.7 -> 9.4 s (docs/test-cache.md).
 */
import "./fengariConf";
import "fengari";
// After fengari's own entry (its modules require one another in that order).
const lstate = require("fengari/src/lstate.js");

class CallInfo {
  func: unknown = null;
  funcOff = 0;
  top = 0;
  previous: CallInfo | null = null;
  next: CallInfo | null = null;
  l_base = 0;
  l_code: unknown = null;
  l_savedpc = 0;
  c_k: unknown = null;
  c_old_errfunc: unknown = null;
  c_ctx: unknown = null;
  nresults = 0;
  callstatus = 0;
  extra = 0;
}
Object.setPrototypeOf(CallInfo.prototype, lstate.CallInfo.prototype);

lstate.luaE_extendCI = function luaE_extendCI(L: { ci: CallInfo }): CallInfo {
  const ci = new CallInfo();
  L.ci.next = ci;
  ci.previous = L.ci;
  L.ci = ci;
  return ci;
};
