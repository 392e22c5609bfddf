// ===--- hostile_test.cpp - loading the hostile files of tests/data/hostile ===//
// Every file tests/data/hostile/generate.py makes is loaded here and must
// give exactly the expected error (or load, for the few that are valid), so
// a crash, hang or changed message fails the test (issue 11).
#include <gtest/gtest.h>

#include <dirent.h>

#include <fstream>
#include <map>
#include <sstream>

#include "module_calls.h"
#include "serialization/module_io.h"
#include "serialization/pickle.h"

namespace ts {
namespace {

const std::string kDir = std::string(TS_TEST_DATA_DIR) + "/hostile";
const std::string kZip = "PytorchStreamReader failed reading zip archive: ";
const std::string kTooNew = "[enforce fail at inline_container.cc:165] . Attempted to read a PyTorch file with version ";

/// File -> the exact message of the error loading it gives ("" = loads).
const std::map<std::string, std::string>& expectations() {
  static const std::map<std::string, std::string> table = {
      // Archives.
      {"good.pt", ""},
      {"deflate_bomb.pt", ""},  // 40 MiB code record: within the default caps
      {"empty.pt", kZip + "not a ZIP archive"},
      {"wrong_magic.pt", kZip + "failed finding central directory"},
      {"truncated.pt", kZip + "failed finding central directory"},
      {"truncated_end.pt", kZip + "failed finding central directory"},
      {"bad_crc.pt", kZip + "CRC-32 mismatch for m/data.pkl"},
      {"bad_local_signature.pt", kZip + "bad local header signature for m/data.pkl"},
      {"huge_declared_size.pt", kZip + "entry data lies outside the file: m/data/0"},
      {"entry_offset_out_of_range.pt", kZip + "truncated file"},
      {"overlapping_entries.pt", kZip + "overlapping entries m/data.pkl and m/version"},
      {"zip64_huge_sizes.pt", kZip + "entry data lies outside the file: m/data/0"},
      {"deflate_larger_than_declared.pt", kZip + "m/code/__torch__.py inflates to more than its declared size"},
      {"unsupported_method.pt", kZip + "unsupported compression method 12 for m/data.pkl"},
      {"no_subdirectory.pt", kZip + "file in archive is not in a subdirectory: data.pkl"},
      {"missing_data_pkl.pt", "PytorchStreamReader failed locating file data.pkl: file not found"},
      {"missing_constants_pkl.pt", "PytorchStreamReader failed locating file constants.pkl: file not found"},
      {"missing_storage.pt", "PytorchStreamReader failed locating file data/0: file not found"},
      {"bad_storage_key.pt", "PytorchStreamReader failed locating file data/../../etc/passwd: file not found"},
      // Tensor records (PyTorch's messages for the same checks).
      {"tensor_stride0_huge.pt", "numel: integer multiplication overflow"},
      {"tensor_sizes_overflow.pt", "numel: integer multiplication overflow"},
      {"tensor_negative_size.pt", "numel: integer multiplication overflow"},
      {"tensor_negative_offset.pt", "Tensor: invalid storage offset -1"},
      {"tensor_negative_stride.pt", "Storage size calculation overflowed with sizes=[4] and strides=[-1]"},
      {"tensor_stride_overflow.pt",
       "Storage size calculation overflowed with sizes=[2, 2] and strides=[4611686018427387904, 1]"},
      {"tensor_storage_too_small.pt",
       "setStorage: sizes [5], strides [1], storage offset 0, and itemsize 4 requiring a storage size of 20 are "
       "out of bounds for storage of size 16"},
      {"tensor_offset_past_end.pt",
       "setStorage: sizes [2], strides [1], storage offset 3, and itemsize 4 requiring a storage size of 20 are "
       "out of bounds for storage of size 16"},
      {"sizes_strides_length_differ.pt", "dimensionality of sizes (2) must match dimensionality of strides (1)"},
      {"storage_numel_exceeds_record.pt",
       "Unpickler: storage '0' of 1000 elements is larger than its record (16 bytes)"},
      {"storage_numel_huge.pt",
       "Unpickler: storage '0' of 4611686018427387904 elements is larger than its record (16 bytes)"},
      {"wrong_dtype_name.pt", "Unpickler found unknown torch global, 'torch.EvilStorage'"},
      // Values.
      {"deep_list_attr.pt", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_tuple_attr.pt", "Unpickler: value nested more than 1000 levels deep"},
      {"object_chain_deep.pt", "Unpickler: value nested more than 1000 levels deep"},
      // Code (PyTorch's SourceImporter message).
      {"module_level_statement.pt",
       "Unexpected token in code import: ident:\n  File \"code/__torch__.py\", line 1\nx = 1\n~ <--- HERE\n"
       "class M(Module):\n  __parameters__ = []\n"},
      {"module_level_call.pt",
       "Unexpected token in code import: ident:\n  File \"code/__torch__.py\", line 9\n"
       "    x: Tensor) -> Tensor:\n    return torch.add(x, self.t)\nprint('hello')\n~~~~~ <--- HERE\n"},
      {"garbage_code.pt",  // the parser's message; PyTorch's differs
       "'(' was never closed:\n  File \"code/__torch__.py\", line 2\nclass M(Module):\n  def forward(self\n"
       "             ~ <--- HERE\n"},
      {"mkldnn_constant.pt",  // Note [MKL-DNN archives]
       "code/__torch__.py was saved after torch.jit.optimize_for_inference converted its convolution weights to "
       "MKL-DNN tensors (prim::ConstantMKLDNNTensor), which PyTorch does not serialize: the weights are missing "
       "from the file and it cannot be loaded, by PyTorch either. Save the module after torch.jit.freeze instead, "
       "or call optimize_for_inference after loading"},
      // Note [Loading __setstate__].
      {"setstate_good.pt", ""},
      {"setstate_leaves_unset.pt",
       "The field 't' was left uninitialized after '__setstate__', but expected a value of type 'Tensor'"},
      {"setstate_wrong_state.pt",
       "Unpickler: __setstate__ of __torch__.M expects Tuple[bool, Tensor] but the archive holds a value of type "
       "Tuple[bool]"},
      // The version record and the root object (generate.py record_cases).
      {"version_abc.pt", "[enforce fail at inline_container.cc:148] . Couldn't parse the version abc\n as Long Long."},
      {"version_0.pt",
       "[enforce fail at inline_container.cc:154] . Attempted to read a PyTorch file with version 0, but the minimum "
       "supported version for reading is 1. Your PyTorch script module file is too old. Please regenerate it with "
       "latest version of PyTorch to mitigate this issue."},
      {"version_11.pt", kTooNew + "11, but the maximum supported version for reading is 10..."},
      {"version_minus1.pt", kTooNew + "-1, but the maximum supported version for reading is 10..."},
      {"version_10.pt", ""},
      {"root_int.pt", "the archive does not hold a module: its data.pkl is a int"},
      {"root_none.pt", "the archive does not hold a module: its data.pkl is a NoneType"},
      {"bool_storage_bytes.pt", ""},
      // torch.classes objects (Note [Custom classes]).
      {"xnnpack_state_arity.pt",
       "Unpickler: state of __torch__.torch.classes.xnnpack.LinearOpContext must be a tuple of 4 items"},
      {"xnnpack_field_type.pt",
       "Unpickler: state of __torch__.torch.classes.xnnpack.Conv2dOpContext: item 2 ('stride') expects List[int] "
       "but holds Tuple[int, int]"},
      // A known class whose state (None here) is not its (weight, bias) tuple.
      {"quantized_packed_params.pt",
       "Unpickler: state of __torch__.torch.classes.quantized.LinearPackedParamsBase must be a tuple of 2 items"},
      {"qtensor_channels.pt", "Unpickler: _rebuild_qtensor: per-channel parameters do not fit the tensor"},
      // Sparse COO attributes: indices are checked before any kernel uses them.
      {"sparse_good.pt", ""},
      {"sparse_index_out_of_range.pt",
       "Unpickler: invalid sparse tensor: size is inconsistent with indices: for dim 1, size is 3 but found index 5"},
      {"sparse_negative_index.pt", "Unpickler: invalid sparse tensor: found negative index -1 for dim 0"},
      {"sparse_nnz_mismatch.pt",
       "Unpickler: invalid sparse tensor: indices and values must have same nnz, but got nnz from indices: 2, nnz "
       "from values: 3"},
      {"sparse_dims_mismatch.pt",
       "Unpickler: invalid sparse tensor: number of dimensions must be sparse_dim (2) + dense_dim (0), but got 1"},
      {"sparse_layout.pt", "Unpickler: unsupported sparse layout 2"},
      // Deep nesting through every container opcode, sizes and offsets at the int64
      // limits, zip fields that point past the file (generate.py nesting_cases, size_cases);
      // a text ending in "..." is a prefix of the message.
      {"deep_annotation.pt", "too many nested parentheses:\n  File \"code/__torch__.py\", line 6\n..."},
      {"deep_appends.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_code_expression.pt", "too many nested parentheses:\n  File \"code/__torch__.py\", line 8\n..."},
      {"deep_code_operators.pt", "maximum recursion depth exceeded during compilation"},
      {"deep_constants.pt", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_genericlist.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_mark_dicts.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_mark_lists.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_mark_tuples.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_setitems.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_tensor_metadata.pt", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_tuple2.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_tuple3.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_type_tag.pt", ""},
      {"storage_numel_bytes_overflow.pt",
       "Unpickler: storage '0' of 2305843009213693952 elements is larger than its record (16 bytes)"},
      {"storage_numel_int64_min.pt", "Unpickler: negative storage size"},
      {"storage_numel_negative.pt", "Unpickler: negative storage size"},
      {"tensor_extent_overflow.pt",
       "Storage size calculation overflowed with sizes=[2, 2147483648] and strides=[4611686018427387904, "
       "2147483648]"},
      {"tensor_many_dims.pt", ""},
      {"tensor_negative_stride_offset.pt", "Storage size calculation overflowed with sizes=[4] and strides=[-1]"},
      {"tensor_offset_huge.pt", "Storage size calculation overflowed with sizes=[1] and strides=[1]"},
      {"tensor_offset_int64_max.pt", "Storage size calculation overflowed with sizes=[1] and strides=[1]"},
      {"tensor_rebuild_too_few_args.pt", "Unpickler: bad arguments to _rebuild_tensor_v2"},
      {"tensor_size_int64_max.pt",
       "Storage size calculation overflowed with sizes=[9223372036854775807] and strides=[1]"},
      {"tensor_size_int64_min.pt", "numel: integer multiplication overflow"},
      {"tensor_size_not_int.pt", "Unpickler: expected a tuple of ints for tensor sizes"},
      {"tensor_sizes_product_wraps.pt", "numel: integer multiplication overflow"},
      {"tensor_zero_size_huge_stride.pt", ""},
      {"zip64_offset_huge.pt", kZip + "truncated file"},
      {"zip64_truncated_extra.pt", kZip + "truncated file"},
      {"zip_directory_size_huge.pt", kZip + "central directory lies outside the file"},
      {"zip_entry_count_lies.pt", kZip + "missing Zip64 end of central directory locator"},
      {"zip_extra_length_huge.pt", kZip + "truncated file"},
      {"zip_name_length_huge.pt", kZip + "truncated file"},
      // Bare pickles.
      {"memo_growth.pkl", ""},
      {"memo_huge_index.pkl", ""},
      {"memo_get_unset.pkl", "Unpickler: memo index 7 was never set"},
      {"deep_tuples.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_lists.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"deep_dicts.pkl", "Unpickler: value nested more than 1000 levels deep"},
      {"shared_tuples_exponential.pkl",
       "Unpickler: value holds more than 16777216 containers once shared references are expanded"},
      {"cyclic_list.pkl", "Unpickler: a container was modified after it was used (cyclic or shared mutable data)"},
      {"global_os_system.pkl", "Unpickler found unknown global: os.system"},
      {"global_builtins_eval.pkl", "Unpickler found unknown global: builtins.eval"},
      {"global_subprocess.pkl", "Unpickler found unknown global: subprocess.check_output"},
      {"stack_global_os.pkl", "Unpickler found unknown global: os.system"},
      {"inst_os_system.pkl", "Unpickler: unsupported opcode 0x69 at offset 10"},
      {"obj_allowed_global.pkl", "Unpickler: unsupported opcode 0x6f at offset 37"},
      {"obj_eval.pkl", "Unpickler found unknown global: builtins.eval"},
      {"huge_string_length.pkl", "Unpickler: truncated pickle"},
      {"huge_bytes8_length.pkl", "Unpickler: truncated pickle"},
      {"huge_long4.pkl", "Unpickler: integer too large for int64"},
      {"no_stop.pkl", "Unpickler: pickle ended without STOP"},
      {"stack_underflow.pkl", "Unpickler: stack underflow"},
  };
  return table;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// The message loading `file` gives, or "" when it loads. Pickles are
/// unpickled without class or storage hooks; archives go through
/// torch.jit.load in a program.
std::string loadError(const std::string& file) {
  std::string path = kDir + "/" + file;
  try {
    if (file.compare(file.size() - 4, 4, ".pkl") == 0) {
      unpickle(readFile(path), UnpicklerHooks());
      return "";
    }
    test::attribute(loadFile(*test::emptyProgram(), path, IValue()), "t");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

std::vector<std::string> hostileFiles() {
  std::vector<std::string> out;
  DIR* d = opendir(kDir.c_str());
  if (!d) return out;
  while (dirent* e = readdir(d)) {
    std::string n = e->d_name;
    if (n.size() > 3 && (n.compare(n.size() - 3, 3, ".pt") == 0 || n.compare(n.size() - 4, 4, ".pkl") == 0)) {
      out.push_back(n);
    }
  }
  closedir(d);
  return out;
}

TEST(Hostile, EveryFileGivesItsExactError) {
  std::vector<std::string> files = hostileFiles();
  ASSERT_EQ(files.size(), expectations().size()) << "generate.py and the table disagree";
  for (const std::string& f : files) {
    auto it = expectations().find(f);
    ASSERT_NE(it, expectations().end()) << f << " has no expectation";
    std::string got = loadError(f);
    const std::string& want = it->second;
    if (want.size() > 3 && want.compare(want.size() - 3, 3, "...") == 0) {
      EXPECT_EQ(got.substr(0, want.size() - 3), want.substr(0, want.size() - 3)) << f;
    } else {
      EXPECT_EQ(got, want) << f;
    }
  }
}

// A bool byte other than 0/1 would be undefined behaviour in every kernel
// that reads it; the loader stores such bytes as true (1).
TEST(Hostile, BoolStorageBytesReadAsZeroOrOne) {
  IValue t = test::attribute(loadFile(*test::emptyProgram(), kDir + "/bool_storage_bytes.pt", IValue()), "t");
  ASSERT_TRUE(t.isTensor());
  const Tensor& b = t.toTensor();
  ASSERT_EQ(b.numel(), 4);
  const auto* bytes = static_cast<const uint8_t*>(b.data_ptr());
  std::vector<int> got(bytes, bytes + 4);
  EXPECT_EQ(got, (std::vector<int>{0, 0, 1, 1}));
}

TEST(Hostile, InflateCapsAreConfigurable) {
  LoadLimits one_mib;
  one_mib.max_inflated_record = 1 << 20;
  try {
    ZipReader::fromFile(kDir + "/deflate_bomb.pt", one_mib);
    FAIL() << "expected the record cap to reject the file";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()),
              kZip + "m/code/__torch__.py inflates to 41943222 bytes, more than the limit of 1048576 for one record");
  }
  LoadLimits total;
  total.max_inflated_total = 1 << 20;
  try {
    ModuleArchive::open(kDir + "/deflate_bomb.pt", total);
    FAIL() << "expected the total cap to reject the file";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), kZip + "compressed records inflate to more than the limit of 1048576 bytes");
  }
}

TEST(Hostile, NestingAndContainerCapsAreConfigurable) {
  // 10 nested tuples: fine by default, rejected with a limit of 5.
  std::string p = "\x80\x02)";
  for (int i = 0; i < 10; ++i) p += "\x85";
  p += ".";
  IValue v = unpickle(p, UnpicklerHooks());
  EXPECT_TRUE(v.isTuple());
  LoadLimits shallow;
  shallow.max_nesting_depth = 5;
  try {
    unpickle(p, UnpicklerHooks(), shallow);
    FAIL() << "expected the depth cap to reject the pickle";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "Unpickler: value nested more than 5 levels deep");
  }
  LoadLimits few;
  few.max_containers = 4;
  try {
    unpickle(p, UnpicklerHooks(), few);
    FAIL() << "expected the container cap to reject the pickle";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "Unpickler: pickle builds more than 4 containers");
  }
}

}  // namespace
}  // namespace ts
