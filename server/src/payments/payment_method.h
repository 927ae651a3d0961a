#pragma once

#include "common/enum_names.h"

namespace secours::payments {

// How a booking is paid, and so how its money goes back.
enum class PaymentMethod { card, interac, cash };
inline constexpr EnumNames<PaymentMethod, 3> payment_method_names{{"card", "interac", "cash"}};

}  // namespace secours::payments
