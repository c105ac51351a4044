import type { Design } from '../document/schema';
import { defaultCommandContext, type CommandContext } from './context';
import {
  setButtons,
  setCollar,
  setDrawstring,
  setFabric,
  setHood,
  setPartPaint,
  setPattern,
  setPocket,
  setSkin,
  setSleeves,
  setStripe,
  setTeamName,
} from './garment';
import { addLayer, deleteLayer, duplicateLayer, moveLayer, nudgeLayer, reorderLayer, rotateLayer, updateLayer } from './layers';
import { applyTemplate } from './template';

/** Every edit by name, so that an edit can be sent as plain data: `{ type, args }`. */
export const commands = {
  setTeamName,
  setPartPaint,
  setFabric,
  setSleeves,
  setCollar,
  setButtons,
  setPocket,
  setHood,
  setDrawstring,
  setStripe,
  setPattern,
  setSkin,
  applyTemplate,
  addLayer,
  updateLayer,
  moveLayer,
  nudgeLayer,
  rotateLayer,
  deleteLayer,
  duplicateLayer,
  reorderLayer,
} as const;

export type CommandName = keyof typeof commands;
export type CommandArgs<K extends CommandName> = Parameters<(typeof commands)[K]>[1];
/** An edit as data, e.g. `{ type: 'moveLayer', args: { id, x, y } }`. */
export type Command = { [K in CommandName]: { type: K; args: CommandArgs<K> } }[CommandName];

type AnyCommand = (doc: Design, args: unknown, ctx: CommandContext) => Design;

/** Runs a command; an unknown command name leaves the document as it is. */
export function runCommand(doc: Design, command: Command, ctx: CommandContext = defaultCommandContext): Design {
  const run = Object.prototype.hasOwnProperty.call(commands, command.type) ? (commands[command.type] as AnyCommand) : undefined;
  return run ? run(doc, command.args, ctx) : doc;
}

export { createSequentialIds, defaultCommandContext, type CommandContext } from './context';
export { DUPLICATE_OFFSET, findLayer, type ReorderTarget } from './layers';
export type { DesignTemplate, TemplateDesign } from './template';
export {
  addLayer,
  applyTemplate,
  deleteLayer,
  duplicateLayer,
  moveLayer,
  nudgeLayer,
  reorderLayer,
  rotateLayer,
  setButtons,
  setCollar,
  setDrawstring,
  setFabric,
  setHood,
  setPartPaint,
  setPattern,
  setPocket,
  setSkin,
  setSleeves,
  setStripe,
  setTeamName,
  updateLayer,
};
