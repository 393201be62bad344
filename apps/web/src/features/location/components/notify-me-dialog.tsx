import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/use-toast";
import { useLocationSelection } from "../location-context";

/**
 * SPEC §2 "Notify Me": opened by choosing a coming-soon country; a required email; submitting thanks the
 * visitor by name of the country, closes and clears. (Sending it to the server is a later issue.)
 */
export function NotifyMeDialog() {
  const { notifyCountry, closeNotify } = useLocationSelection();
  const [email, setEmail] = useState("");

  const close = () => {
    setEmail("");
    closeNotify();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    toast({
      title: "Thank you!",
      description: `We'll let you know as soon as IV Drips launches in ${notifyCountry ?? "your country"}.`,
    });
    close();
  };

  return (
    <Dialog open={notifyCountry !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-[425px]">
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Coming soon to {notifyCountry}</DialogTitle>
            <DialogDescription>
              IV Drips is live in Kuala Lumpur today. Leave your email and we&apos;ll tell you when we arrive
              in {notifyCountry}.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="notify-email">Email</Label>
            <Input
              id="notify-email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="submit">Notify Me</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
