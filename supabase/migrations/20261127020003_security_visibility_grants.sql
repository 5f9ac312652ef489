-- Security (issue 22, class 2): a patient's journal row is what the journal functions read to decide whose
-- journal it is (list_journal_records, read_journal_history, create_journal_record check the journal's
-- patient). It is made only by open_patient_journal (security definer: staff who may see the patient, in
-- their clinic); the client never inserted it.
revoke insert on public.journals from authenticated;
drop policy journals_insert on public.journals;
