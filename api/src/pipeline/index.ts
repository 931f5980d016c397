// What other contexts use of the pipeline: the prospect aggregate and the way to run its commands.
export { ProspectCommands } from './commands/prospect-commands.js';
export { PipelineModule } from './pipeline.module.js';
export * from './domain/prospect.js';
export * from './domain/prospect-commands.js';
export * from './domain/prospect-state.js';
export * from './bounties/frozen-terms-columns.js';
