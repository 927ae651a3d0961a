import { createContext, useContext } from 'react';

/** True while an admin edits the page: texts become inputs of the surrounding form. */
export const EditingContext = createContext(false);

export const useEditing = () => useContext(EditingContext);
