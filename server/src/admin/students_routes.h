#pragma once

#include "core/context.h"
#include "http/router.h"

namespace secours::admin {
// GET /api/admin/students?q= : the student accounts, searchable by name or email; GET and DELETE
// /api/admin/students/{id}: one student's records, and removal with erasure (admins only).
void register_student_routes(http::Router& router, core::Context& context);
}  // namespace secours::admin
