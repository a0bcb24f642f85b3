import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { CtaSettingRecord } from '../../../../dataProviders/home/settings';
import { SectionCard } from '../../../../resources/shared/SectionCard';
import { ContentLink } from './ContentLink';

const useAssistant = (id: 'AskAlejandro' | 'ChatBot') =>
  useGetOne<CtaSettingRecord>('cta-settings', { id });

/**
 * 'Pregúntale a Alejandro' and the chatbot (GET /CTAs/GetAskAlejandro, GET /CTAs/GetChatBot):
 * each active one with a link, opening it (https links in a new tab).
 */
export function AssistantSection() {
  const translate = useTranslate();
  const ask = useAssistant('AskAlejandro');
  const chatbot = useAssistant('ChatBot');
  const entries = [ask.data, chatbot.data].filter((entry): entry is CtaSettingRecord =>
    Boolean(entry?.active && entry.sourceURL),
  );
  return (
    <SectionCard
      title="homeSettings.sections.assistant.title"
      isPending={ask.isPending && chatbot.isPending}
      error={ask.error && chatbot.error ? ask.error : undefined}
      isEmpty={entries.length === 0}
      emptyText="homeSettings.sections.assistant.empty"
    >
      <Stack spacing={2}>
        {entries.map((entry) => {
          const fallback =
            entry.id === 'AskAlejandro'
              ? 'homeSettings.assistant.askTitle'
              : 'homeSettings.assistant.chatbotTitle';
          const title = entry.title || translate(fallback);
          const external = !entry.sourceURL!.startsWith('/');
          return (
            <Stack key={entry.id} direction="row" spacing={2} alignItems="center">
              <Avatar src={entry.imageURL ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
                {title.charAt(0)}
              </Avatar>
              <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {title}
                </Typography>
                {entry.description && (
                  <Typography variant="body2" color="text.secondary">
                    {entry.description}
                  </Typography>
                )}
                <div>
                  <Button
                    component={ContentLink}
                    href={entry.sourceURL!}
                    newTab={external}
                    variant="outlined"
                    size="small"
                    underline="none"
                  >
                    {translate('homeSettings.sections.assistant.open', { name: title })}
                  </Button>
                </div>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
