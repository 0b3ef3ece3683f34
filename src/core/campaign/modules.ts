/**
 * The rule modules, outermost first (docs/core-guidelines.md "Rule modules"). A Fate's automated
 * rules are a new module file listed here, in front of the campaign module.
 */
import type { Command } from "../game/types";
import type { RuleModule } from "../game/ruleModules";
import { campaignRules, campaignStart } from "./module";

export const RULE_MODULES: readonly RuleModule<Command>[] = [campaignStart, campaignRules];
