// The portal's route table names the create and the edit page apart.
export { NewsForm as NewsEdit } from './NewsForm';
