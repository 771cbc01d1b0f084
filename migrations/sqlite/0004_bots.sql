-- A seat held by a computer player: its strength (easy | medium | hard); NULL for a person.
ALTER TABLE seats ADD COLUMN bot TEXT;
