// ===--- unpickle_fuzzer.cpp - fuzz target: bytes -> unpickler ------------=== //
// The input is a pickle as a .pt's data.pkl holds. Hooks stand in for the
// archive: one attribute-less class for every `__torch__` object, zeroed
// storages of the size the pickle asks for (at most kMaxStorageBytes).
// The result is printed (repr), which walks every value it built.
#include <cstring>
#include <string>

#include "fuzz_support.h"
#include "runtime/printing.h"
#include "serialization/pickle.h"
#include "serialization/type_annotation.h"

namespace {

/// Bigger storages are refused: a real archive holds their bytes, so a few
/// bytes of pickle cannot demand gigabytes.
constexpr int64_t kMaxStorageBytes = 1 << 20;

ts::UnpicklerHooks fuzzHooks() {
  // Built once: types live for the whole process (TypeContext), so a fresh
  // class per input would grow without bound. It never gains attributes.
  static ts::ClassType* const object_class = ts::ClassType::create("__torch__.FuzzObject", false);
  ts::UnpicklerHooks h;
  h.create_object = [](const std::string& qualified_name) {
    if (qualified_name.rfind("__torch__.", 0) != 0) throw ts::Error("Unpickler: unknown class " + qualified_name);
    return ts::IValue(ts::Ref<ts::Object>(new ts::Object(object_class)));
  };
  h.enum_value = [](const std::string& qualified_name, const ts::IValue&) -> ts::IValue {
    throw ts::Error("Unpickler: unknown enum " + qualified_name);
  };
  h.set_state = [](const ts::IValue&, ts::IValue state) {
    if (!state.isDict()) throw ts::Error("Unpickler: object state is not a dict");
  };
  h.load_storage = [](const std::string&, ts::ScalarType dtype, int64_t numel) {
    const auto item = static_cast<int64_t>(ts::elementSize(dtype));
    if (numel < 0 || numel > kMaxStorageBytes / item) throw ts::Error("fuzz: storage too large");
    auto s = ts::Ref<ts::Storage>(new ts::Storage(static_cast<size_t>(numel * item)));
    if (numel > 0) std::memset(s->data(), 0, static_cast<size_t>(numel * item));
    return s;
  };
  h.parse_type = [](const std::string& text) -> ts::TypePtr {
    try {
      return ts::parseAnnotation(text);
    } catch (const ts::Error&) {
      return nullptr;
    }
  };
  return h;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) { return 0; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const ts::UnpicklerHooks hooks = fuzzHooks();
  // repr walks shared containers once per reference: under the default cap
  // (2^24 expanded containers) a 1 KB pickle of shared tuples of floats
  // took 44 s to print under ASan (found by fuzzing). The cap itself is
  // tested by the hostile files; here it keeps repr's walk small.
  ts::LoadLimits limits;
  limits.max_expanded_containers = uint64_t{1} << 16;
  try {
    ts::IValue v = ts::unpickle(ts::fuzz::bytesOf(data, size), hooks, limits);
    (void)ts::pythonRepr(v);
  } catch (const ts::Error& e) {
    ts::fuzz::expectedError(e);
  }
  return 0;
}
