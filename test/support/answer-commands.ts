// Specs under apps/api append answer and organization events the way the projector's own tests do; apps/api never
// imports the projector (dependency-cruiser rule api-not-projector), so they reach its test helpers through here.
export {
  runAnswerCommand,
  runOrganizationCommand,
} from '../../apps/projector/src/testing/answer-commands.js';
