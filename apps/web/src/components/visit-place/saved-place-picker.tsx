import type { SavedPlace } from "@ivdrips/contract/service-areas";
import { addressOneLine } from "@ivdrips/contract/visit-place";
import { useState } from "react";
import { useT } from "../../lib/i18n/use-t";
import { NativeSelect } from "../admin/native-select";
import { Label } from "../ui/label";

/** A signed-in customer's saved places, one of which fills the place form (`onPick`). */
export function SavedPlacePicker({
  places,
  onPick,
  id,
}: {
  places: readonly SavedPlace[];
  onPick(place: SavedPlace): void;
  id: string;
}) {
  const t = useT();
  const [chosen, setChosen] = useState("");
  if (places.length === 0) return null;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t.place.form.savedPlace}</Label>
      <NativeSelect
        id={id}
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          const place = places.find((each) => each.id === event.target.value);
          if (place) onPick(place);
        }}
      >
        <option value="">{t.place.form.savedPlaceNone}</option>
        {places.map((each) => (
          <option key={each.id} value={each.id}>
            {`${each.label} · ${addressOneLine(each.place)}`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
