import type { SavedPlace } from "@ivdrips/contract/service-areas";
import { MapPinHouse, Trash2 } from "lucide-react";
import { PlaceView } from "../../../components/visit-place/place-view";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { SectionLoading } from "../../../components/ui/section-loading";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n/use-t";
import { useSavedPlaces } from "../../../lib/saved-places";
import { say } from "../../../lib/stand-ins/lingui";
import { useDeleteSavedPlace } from "../api/delete-saved-place";

/** My Account's saved places (issue 37): the places kept while booking, each with Delete. */
export function SavedPlacesPanel({ userId }: { userId: string }) {
  const t = useT();
  const texts = t.place.saved;
  const places = useSavedPlaces(userId);
  return (
    <Card aria-labelledby="saved-places-title" role="region">
      <CardHeader>
        <h2
          id="saved-places-title"
          className="font-display text-lg leading-snug font-semibold tracking-tight"
        >
          {texts.title}
        </h2>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {places.isPending ? (
          <SectionLoading />
        ) : places.isError ? (
          <p className="text-destructive text-sm">{texts.loadFailed}</p>
        ) : places.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">{texts.empty}</p>
        ) : (
          <ul className="divide-border grid divide-y">
            {places.data.map((place) => (
              <SavedPlaceItem key={place.id} place={place} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SavedPlaceItem({ place }: { place: SavedPlace }) {
  const t = useT();
  const texts = t.place.saved;
  const remove = useDeleteSavedPlace();
  const onDelete = async () => {
    try {
      await remove.mutateAsync(place.id);
      toast({ title: texts.deleted });
    } catch (error) {
      toast({
        title: texts.deleteFailed,
        description: errorMessage(error, texts.deleteFailed),
        variant: "destructive",
      });
    }
  };
  return (
    <li className="grid gap-1 py-4 text-sm first:pt-0 last:pb-0">
      {/* Delete beside the label, so the place's lines keep the row's whole width on a phone. */}
      <div className="flex items-center gap-3">
        <MapPinHouse aria-hidden="true" className="text-primary size-4 shrink-0" />
        <h3 className="text-foreground min-w-0 flex-1 font-semibold break-words">{place.label}</h3>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={say("place.saved.delete", { label: place.label })}
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
          {texts.deleteButton}
        </Button>
      </div>
      <PlaceView place={place.place} className="pl-7" />
    </li>
  );
}
