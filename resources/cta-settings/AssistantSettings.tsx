import { BooleanInput, Edit, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { ctaContentSchema } from '../../contracts/homeSettings';
import { ImageUploadInput } from '../home-settings/ImageUploadInput';
import { SettingsTabs } from '../home-settings/SettingsTabs';
import { SaveOnlyToolbar } from '../home-settings/SaveOnlyToolbar';
import { contractResolver } from '../home-settings/validation';

type AssistantKey = 'AskAlejandro' | 'ChatBot';

const resolvers = {
  AskAlejandro: contractResolver(ctaContentSchema('AskAlejandro', 'update')),
  ChatBot: contractResolver(ctaContentSchema('ChatBot', 'update')),
};

/** An assistant's entry on the home page: its link, texts, image and whether it shows. */
function AssistantSettings({ settingKey, title }: { settingKey: AssistantKey; title: string }) {
  const translate = useTranslate();
  return (
    <>
      <SettingsTabs />
      <Edit
        resource="cta-settings"
        id={settingKey}
        mutationMode="pessimistic"
        redirect={false}
        title={translate(title)}
        actions={false}
      >
        <SimpleForm
          resolver={resolvers[settingKey]}
          toolbar={<SaveOnlyToolbar />}
          sx={{ maxWidth: 720 }}
        >
          <TextInput source="title" fullWidth />
          <TextInput source="description" fullWidth multiline minRows={2} />
          <TextInput
            source="sourceURL"
            fullWidth
            helperText={translate('homeSettings.assistant.linkHelp')}
          />
          <ImageUploadInput />
          <BooleanInput source="active" />
        </SimpleForm>
      </Edit>
    </>
  );
}

/** `/AskAlejandro/Settings` (SPEC §2 `/Ask{name}/Settings`): GET /CTAs/GetAskAlejandro, PUT /CTAs/UpdateCTA. */
export const AskAlejandroSettings = () => (
  <AssistantSettings settingKey="AskAlejandro" title="homeSettings.assistant.askTitle" />
);

/** `/Chatbot/Settings`: GET /CTAs/GetChatBot, PUT /CTAs/UpdateCTA. */
export const ChatbotSettings = () => (
  <AssistantSettings settingKey="ChatBot" title="homeSettings.assistant.chatbotTitle" />
);
