-- An admin may lift a suspension or a ban early; the lifting is kept in the sanctions' history.
ALTER TYPE "public"."sanction_kind" ADD VALUE 'reinstatement';
