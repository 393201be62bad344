/** @jsxRuntime automatic */ // why: render-email.tsx
import type { CSSProperties, ReactNode } from "react";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { BRAND_NAME } from "@ivdrips/contract/brand";
import { LANGUAGE_TAGS } from "@ivdrips/contract/languages";
import type { EmailContent } from "./email-content";
import {
  BRAND_COLOR,
  FONT_FAMILY,
  MUTED_COLOR,
  PAGE_COLOR,
  PANEL_COLOR,
  RULE_COLOR,
  TEXT_COLOR,
} from "./email-style";
import { LinkedText } from "./linked-text";

const paragraph: CSSProperties = {
  margin: "0 0 16px",
  fontSize: "15px",
  lineHeight: "24px",
  color: TEXT_COLOR,
};
/** A long word (a transaction hash, a URL) wraps rather than widen the email past a phone's screen. */
const breakable: CSSProperties = { overflowWrap: "anywhere", wordBreak: "break-word" };
const cell: CSSProperties = { padding: "10px 0", fontSize: "14px", lineHeight: "20px", verticalAlign: "top" };

/**
 * The one layout of every email: the brand, a heading, the greeting and paragraphs, the details as a table,
 * a list, someone's quoted words, a button, and a footer with our address. `data-text` marks what the plain
 * text renders its own way (render-email.tsx); `data-skip-in-text` what it leaves out.
 */
export function EmailLayout({ content }: { content: EmailContent }): ReactNode {
  const linked = (text: string) => (
    <LinkedText text={text} publicUrl={content.publicUrl} email={content.contactEmail} />
  );
  return (
    <Html lang={LANGUAGE_TAGS[content.language]}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </Head>
      <Body style={{ margin: 0, padding: "24px 8px", backgroundColor: PAGE_COLOR, fontFamily: FONT_FAMILY }}>
        <Container style={{ maxWidth: "600px", width: "100%" }}>
          <Section
            data-skip-in-text="true"
            style={{ backgroundColor: BRAND_COLOR, borderRadius: "10px 10px 0 0", padding: "20px 28px" }}
          >
            <Text
              style={{ margin: 0, color: "#ffffff", fontSize: "20px", lineHeight: "28px", fontWeight: 700 }}
            >
              {BRAND_NAME}
            </Text>
          </Section>
          <Section style={{ backgroundColor: "#ffffff", padding: "28px 28px 12px" }}>
            <Heading
              as="h1"
              style={{ margin: "0 0 20px", fontSize: "22px", lineHeight: "30px", color: TEXT_COLOR }}
            >
              {content.heading}
            </Heading>
            {content.greeting && <Text style={paragraph}>{content.greeting}</Text>}
            {content.paragraphs.map((text, index) => (
              <Text key={index} style={paragraph}>
                {linked(text)}
              </Text>
            ))}
            {content.details.length > 0 && <Details rows={content.details} />}
            {content.list && (
              <>
                <Text data-text="list-title" style={{ ...paragraph, margin: "8px 0 8px", fontWeight: 700 }}>
                  {content.list.title}
                </Text>
                <ul style={{ margin: "0 0 16px", paddingLeft: "20px", ...paragraph }}>
                  {content.list.items.map((item, index) => (
                    <li key={index} style={{ margin: "0 0 6px" }}>
                      {linked(item)}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {content.quote && <Quote {...content.quote} />}
            {(content.closing ?? []).map((text, index) => (
              <Text key={index} style={paragraph}>
                {linked(text)}
              </Text>
            ))}
            {content.action && (
              <Section style={{ margin: "8px 0 20px" }}>
                <Button
                  data-text="action"
                  data-label={content.action.label}
                  href={content.action.url}
                  style={{
                    backgroundColor: BRAND_COLOR,
                    color: "#ffffff",
                    borderRadius: "6px",
                    padding: "12px 22px",
                    fontSize: "15px",
                    lineHeight: "20px",
                    fontWeight: 700,
                    textDecoration: "none",
                  }}
                >
                  {content.action.label}
                </Button>
              </Section>
            )}
          </Section>
          <Section
            style={{
              backgroundColor: PANEL_COLOR,
              borderTop: `1px solid ${RULE_COLOR}`,
              borderRadius: "0 0 10px 10px",
              padding: "18px 28px",
            }}
          >
            <Text style={{ margin: "0 0 4px", fontSize: "13px", lineHeight: "20px", color: MUTED_COLOR }}>
              <LinkedText text={content.footer} email={content.contactEmail} />
            </Text>
            <Text style={{ margin: 0, fontSize: "13px", lineHeight: "20px", color: MUTED_COLOR }}>
              {BRAND_NAME}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** Label and value side by side, on a light panel: what the email is about at a glance. */
function Details({ rows }: { rows: EmailContent["details"] }): ReactNode {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      width="100%"
      data-text="details"
      style={{
        margin: "4px 0 20px",
        padding: "4px 16px",
        backgroundColor: PANEL_COLOR,
        border: `1px solid ${RULE_COLOR}`,
        borderRadius: "8px",
        borderCollapse: "separate",
      }}
    >
      <tbody>
        {rows.map(([label, value], index) => {
          const rule = index > 0 ? { borderTop: `1px solid ${RULE_COLOR}` } : {};
          return (
            <tr key={index} data-text="detail">
              <td style={{ ...cell, ...rule, width: "34%", paddingRight: "12px", color: MUTED_COLOR }}>
                {label}
              </td>
              <td style={{ ...cell, ...rule, ...breakable, color: TEXT_COLOR, fontWeight: 600 }}>{value}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Someone's message as they wrote it, line breaks kept. */
function Quote({ title, text }: { title: string; text: string }): ReactNode {
  const lines = text.split(/\r?\n/);
  return (
    <>
      <Text data-text="list-title" style={{ ...paragraph, margin: "8px 0 8px", fontWeight: 700 }}>
        {title}
      </Text>
      <Text
        data-text="quote"
        style={{
          ...paragraph,
          padding: "12px 16px",
          backgroundColor: PANEL_COLOR,
          borderLeft: `3px solid ${BRAND_COLOR}`,
        }}
      >
        {lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]))}
      </Text>
    </>
  );
}
