/** Entry for the Lua parity tier: the Court, resources and the court card data. */
export * from "./court";
export * from "./types";
export * from "./agents";
export * from "../resources/resources";
export { COURT_CARDS, courtCard, courtCardName, courtDeck, validateCourtData } from "../data/court";
export * from "./machine";
