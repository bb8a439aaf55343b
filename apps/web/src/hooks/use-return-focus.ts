import { useEffect } from "react";

/**
 * For a full-screen layer that is not a Radix dialog (Present mode): the control focused when it mounted
 * gets focus back when it unmounts, instead of focus falling to <body>.
 */
export function useReturnFocus(): void {
  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
}
