// The portal's route table names the create and the edit page apart.
export { NewsletterForm as NewsletterEdit } from './NewsletterForm';
