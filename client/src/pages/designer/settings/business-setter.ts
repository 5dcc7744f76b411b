import type { BusinessDetailKey, BusinessDetails, OperationResult } from '@frontdoor/shared';
import { createContext } from 'react';
import { NOT_EDITABLE } from './settings-editor';

/** Writes one business detail through the live draft's typed operation (setBusinessDetail). */
export type BusinessSetter = <K extends BusinessDetailKey>(key: K, value: BusinessDetails[K]) => OperationResult;

/**
 * The designer's way to write the business details, given where the panels are drawn (the
 * Contact panel lives inside the generic section panel, whose editor only reaches its section).
 * A module of its own, so the designer's first load has it without the panels.
 */
export const BusinessSetterContext = createContext<BusinessSetter>(() => NOT_EDITABLE);
