import { zodResolver } from "@hookform/resolvers/zod";
import {
  EMAIL_ALWAYS_TOPICS,
  MESSAGE_TOPICS,
  UpdateMessageChannelsRequestSchema,
  type MessageChannels,
  type MessageSettings,
  type UpdateMessageChannelsRequest,
} from "@ivdrips/contract/phone-messages";
import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n/use-t";
import { useUpdateMessageChannels } from "../api/update-message-channels";

/** Without a verified number nothing goes to WhatsApp, whatever was stored: the cells show it and send it so. */
function withoutWhatsapp(channels: MessageChannels): MessageChannels {
  return {
    bookings: { ...channels.bookings, whatsapp: false },
    visitDay: { ...channels.visitDay, whatsapp: false },
    reminders: { ...channels.reminders, whatsapp: false },
  };
}

/**
 * The channels per topic: a row per topic, Email and WhatsApp columns, saved with a button. The email of
 * receipts always goes (checked, locked, saying why); WhatsApp waits for a verified number (saying so).
 */
export function MessageChannelsForm({ userId, settings }: { userId: string; settings: MessageSettings }) {
  const texts = useT().account.messages.channels;
  const verified = settings.phone !== null;
  const update = useUpdateMessageChannels(userId);
  const {
    register,
    handleSubmit,
    formState: { isDirty },
  } = useForm<UpdateMessageChannelsRequest>({
    resolver: zodResolver(UpdateMessageChannelsRequestSchema),
    // The saved choices, again whenever they change (saved here, a number verified or removed, the reminders'
    // email saved in the preferences). Locked cells are not registered: their value stays this one.
    values: { channels: verified ? settings.channels : withoutWhatsapp(settings.channels) },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, { onSuccess: () => toast({ title: texts.savedTitle }) }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="messages-channels-title"
      className="grid gap-4"
      aria-busy={update.isPending || undefined}
    >
      <h3 id="messages-channels-title" className="font-semibold">
        {texts.title}
      </h3>
      {verified ? null : (
        <p id="messages-whatsapp-locked" className="text-muted-foreground text-sm">
          {texts.whatsappNeedsNumber}
        </p>
      )}
      <table className="w-full max-w-xl text-left text-sm" aria-labelledby="messages-channels-title">
        <thead className="text-muted-foreground border-border border-b text-xs">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {texts.topic}
            </th>
            <th scope="col" className="w-20 px-1 py-2 text-center font-medium">
              {texts.email}
            </th>
            <th scope="col" className="w-20 px-1 py-2 text-center font-medium">
              {texts.whatsapp}
            </th>
          </tr>
        </thead>
        <tbody className="divide-border divide-y">
          {MESSAGE_TOPICS.map((topic) => {
            const emailLocked = EMAIL_ALWAYS_TOPICS.has(topic);
            return (
              <tr key={topic}>
                <th scope="row" className="py-2 pr-3 align-middle font-normal">
                  <span className="text-foreground block leading-snug">{texts.topics[topic]}</span>
                  {emailLocked ? (
                    <span
                      id={`messages-${topic}-email-locked`}
                      className="text-muted-foreground mt-0.5 block text-xs"
                    >
                      {texts.receiptsByEmail}
                    </span>
                  ) : null}
                </th>
                <td className="px-1 py-2 text-center align-middle">
                  {emailLocked ? (
                    <Cell
                      checked
                      disabled
                      readOnly
                      aria-label={texts.emailFor[topic]}
                      aria-describedby={`messages-${topic}-email-locked`}
                    />
                  ) : (
                    <Cell aria-label={texts.emailFor[topic]} {...register(`channels.${topic}.email`)} />
                  )}
                </td>
                <td className="px-1 py-2 text-center align-middle">
                  {verified ? (
                    <Cell aria-label={texts.whatsappFor[topic]} {...register(`channels.${topic}.whatsapp`)} />
                  ) : (
                    <Cell
                      checked={false}
                      disabled
                      readOnly
                      aria-label={texts.whatsappFor[topic]}
                      aria-describedby="messages-whatsapp-locked"
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-muted-foreground text-sm">{texts.smsFallback}</p>
      {update.isError ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {errorMessage(update.error, texts.saveFailed)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" className="w-full sm:w-fit" disabled={update.isPending || !isDirty}>
          {update.isPending ? (
            <>
              <Spinner />
              {texts.saving}
            </>
          ) : (
            texts.save
          )}
        </Button>
        <p aria-live="polite" className="text-muted-foreground flex items-center gap-1.5 text-sm">
          {isDirty ? (
            texts.unsaved
          ) : update.isSuccess ? (
            <>
              <Check aria-hidden="true" className="text-success size-4" />
              {texts.saved}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}

/** One cell's checkbox, in a 44 px touch target of its own; named by `aria-label` (its column and row). */
function Cell(props: Omit<ComponentProps<"input">, "type">) {
  return (
    <label className="inline-flex size-11 cursor-pointer items-center justify-center has-disabled:cursor-not-allowed">
      <input type="checkbox" className="accent-primary size-5" {...props} />
    </label>
  );
}
