// What other contexts use of the operators: the operator aggregate (its target companies are changed from the companies context).
export { SaveOperatorProfile } from './commands/save-operator-profile.command.js';
export { OperatorsModule } from './operators.module.js';
export * from './domain/operator.js';
export * from './domain/operator-commands.js';
export * from './domain/operator-state.js';
