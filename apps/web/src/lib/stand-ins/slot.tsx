import { cloneElement, isValidElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * `asChild` for Button and Badge: renders the one child element with these props merged in, the way Radix's
 * Slot does (the child's props win; handlers both run, the child's first; classes, styles, described-by
 * ids and refs combine). Written here because `/` has a size budget and Radix's Slot is not needed to paint.
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) throw new Error("Slot renders exactly one element child");
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === "function" && typeof childValue === "function") {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) {
        merged[name] = slotValue;
      }
    } else if (name === "style") {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className" || name === "aria-describedby") {
      merged[name] = [slotValue, childValue].filter(Boolean).join(" ") || undefined;
    }
  }
  const slotRef = slotProps.ref as Ref<unknown> | undefined;
  const childRef = childProps.ref as Ref<unknown> | undefined;
  if (slotRef && childRef) {
    merged.ref = (value: unknown) => {
      setRef(slotRef, value);
      setRef(childRef, value);
    };
  }
  return cloneElement(children, merged);
}
