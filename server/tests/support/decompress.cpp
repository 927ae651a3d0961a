#include "support/decompress.h"

#include <brotli/decode.h>
#include <gtest/gtest.h>
#include <zlib.h>

#include <cstdint>

namespace secours::testing {

std::string gunzip(const std::string& data) {
  z_stream stream{};
  EXPECT_EQ(inflateInit2(&stream, 15 + 16), Z_OK);
  std::string out;
  char buffer[16384];
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  stream.avail_in = static_cast<uInt>(data.size());
  int result = Z_OK;
  while (result == Z_OK) {
    stream.next_out = reinterpret_cast<Bytef*>(buffer);
    stream.avail_out = sizeof buffer;
    result = inflate(&stream, Z_NO_FLUSH);
    out.append(buffer, sizeof buffer - stream.avail_out);
  }
  inflateEnd(&stream);
  EXPECT_EQ(result, Z_STREAM_END);
  return out;
}

std::string unbrotli(const std::string& data) {
  BrotliDecoderState* state = BrotliDecoderCreateInstance(nullptr, nullptr, nullptr);
  std::string out;
  std::uint8_t buffer[16384];
  std::size_t available_in = data.size();
  const auto* next_in = reinterpret_cast<const std::uint8_t*>(data.data());
  BrotliDecoderResult result = BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT;
  while (result == BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT) {
    std::size_t available_out = sizeof buffer;
    std::uint8_t* next_out = buffer;
    result =
        BrotliDecoderDecompressStream(state, &available_in, &next_in, &available_out, &next_out, nullptr);
    out.append(reinterpret_cast<char*>(buffer), sizeof buffer - available_out);
  }
  BrotliDecoderDestroyInstance(state);
  EXPECT_EQ(result, BROTLI_DECODER_RESULT_SUCCESS);
  return out;
}

}  // namespace secours::testing
