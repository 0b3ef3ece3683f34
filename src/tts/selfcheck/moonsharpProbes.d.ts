/** The hand-written Lua probes beside this file (moonsharpProbes.lua): each returns what stock Lua gives. */
export declare function uninitialisedLocal(this: void): number;
export declare function fieldFunctionInLoop(this: void): string;
export declare function lazyPattern(this: void): number;
