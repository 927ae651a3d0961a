-- Employees and workplaces that leave (issue 42): kept with their history (past bookings and invoices
-- still name them), no longer counted in the compliance nor offered to book. An import matches a line to
-- an employee by email, else by the employer's own employee number, else by name and workplace.
ALTER TABLE company_employees ADD COLUMN employee_number TEXT NOT NULL DEFAULT '';
ALTER TABLE company_employees ADD COLUMN left_on TEXT;  -- YYYY-MM-DD, the day they left; NULL: still there
ALTER TABLE workplaces ADD COLUMN closed_on TEXT;       -- YYYY-MM-DD, the day it closed; NULL: open
CREATE INDEX company_employees_email ON company_employees (company_id, email);
CREATE INDEX company_employees_number ON company_employees (company_id, employee_number);
