import type { Design } from '../document/types';
import { defaultCommandContext, type CommandContext } from './context';
import * as garmentCommands from './garment';
import * as layerCommands from './layers';
import { applyTemplate } from './template';
import * as textStyleCommands from './text-style';

/**
 * Every edit by name, so that an edit can be sent as plain data: `{ type, args }`. The command
 * files export commands and nothing else, so that this list is written once: a new command in
 * garment.ts or layers.ts is a command here too.
 */
export const commands = { ...garmentCommands, ...layerCommands, ...textStyleCommands, applyTemplate } as const;

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
export { DUPLICATE_OFFSET, findLayer } from './layer-lookup';
export type { ReorderTarget } from './layers';
export type { DesignTemplate, TemplateDesign } from './template';
export * from './garment';
export * from './layers';
export { applyTemplate } from './template';
export { pasteTextStyle } from './text-style';
