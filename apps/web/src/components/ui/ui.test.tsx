import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
import { Toaster } from "./toaster";
import { dismiss, toast } from "./use-toast";

describe("Button", () => {
  it("renders its child link with the button styling when asChild", () => {
    render(
      <Button asChild variant="outline">
        <a href="/treatments">Browse treatments</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Browse treatments" });
    expect(link).toHaveAttribute("href", "/treatments");
    expect(link).toHaveClass("border-input");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("is a non-submitting button by default", () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("type", "button");
  });
});

describe("Dialog", () => {
  it("closes from its Close button", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent>
          <DialogTitle>Sign in</DialogTitle>
          <DialogDescription>Welcome back.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Sign in" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("has no Close button with hideClose, and stays open on Escape when the parent prevents it", async () => {
    const user = userEvent.setup();
    render(
      <Dialog open>
        <DialogContent
          hideClose
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
        >
          <DialogTitle>Enter your invite code</DialogTitle>
          <DialogDescription>IV Drips is invite-only for now.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Enter your invite code" });
    expect(within(dialog).queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});

describe("toast", () => {
  afterEach(() => {
    act(() => dismiss());
  });

  it("shows title and description in the Toaster, and marks the destructive variant", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Booking confirmed", description: "See you on Friday at 10:00." });
      toast({ title: "Payment failed", description: "Your card was declined.", variant: "destructive" });
    });

    const region = screen.getByRole("region", { name: /notifications/i });
    const ok = within(region).getByText("Booking confirmed").closest("[data-slot=toast]");
    expect(ok).toHaveTextContent("See you on Friday at 10:00.");
    expect(ok).toHaveAttribute("data-variant", "default");

    const failed = within(region).getByText("Payment failed").closest("[data-slot=toast]");
    expect(failed).toHaveTextContent("Your card was declined.");
    expect(failed).toHaveAttribute("data-variant", "destructive");
    expect(failed).toHaveClass("bg-danger-soft");
  });

  it("keeps at most three toasts", () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast({ title: `Toast ${n}` });
    });
    const region = screen.getByRole("region", { name: /notifications/i });
    expect(region.querySelectorAll("[data-slot=toast]")).toHaveLength(3);
    expect(within(region).queryByText("Toast 1")).not.toBeInTheDocument();
  });
});

describe("Tabs", () => {
  it("switches content on click", async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="upcoming">
        <TabsList>
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">No upcoming visits</TabsContent>
        <TabsContent value="past">Two past visits</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent("No upcoming visits");
    await user.click(screen.getByRole("tab", { name: "Past" }));
    expect(screen.getByRole("tab", { name: "Past" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Two past visits");
  });
});

describe("Accordion", () => {
  it("opens one item at a time when single and collapsible", async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        <AccordionItem value="a">
          <AccordionTrigger>How long does a drip take?</AccordionTrigger>
          <AccordionContent>About 45 minutes.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="b">
          <AccordionTrigger>Who administers it?</AccordionTrigger>
          <AccordionContent>A registered nurse.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const first = screen.getByRole("button", { name: "How long does a drip take?" });
    const second = screen.getByRole("button", { name: "Who administers it?" });

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("About 45 minutes.")).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("About 45 minutes.")).not.toBeInTheDocument();

    await user.click(second);
    expect(second).toHaveAttribute("aria-expanded", "false");
  });
});
