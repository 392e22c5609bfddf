# Makes the hostile .pt archives and pickles of this folder:  python3 generate.py
# Plain Python, no torch: zips and pickles are written byte by byte so every
# field can be corrupted. tests/unit/serialization/hostile_test.cpp loads each
# file and asserts the exact error (issue 11, "hostile-file tests").
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

# ---- pickle opcodes (protocol 2) ------------------------------------------ #

MARK, STOP, TUPLE, EMPTY_TUPLE, EMPTY_LIST, EMPTY_DICT = b"(", b".", b"t", b")", b"]", b"}"
APPEND, APPENDS, SETITEMS, BUILD, REDUCE, NEWOBJ = b"a", b"e", b"u", b"b", b"R", b"\x81"
TUPLE1, TUPLE2, NONE, TRUE, FALSE, PERSID = b"\x85", b"\x86", b"N", b"\x88", b"\x89", b"Q"
PROTO = b"\x80\x02"


def s(text):
    b = text.encode()
    return b"X" + struct.pack("<I", len(b)) + b


def long1(n):
    b = n.to_bytes(8, "little", signed=True)
    return b"\x8a\x08" + b


def glob(module, name):
    return b"c" + module.encode() + b"\n" + name.encode() + b"\n"


def put(n):
    return b"r" + struct.pack("<I", n)


def get(n):
    return b"j" + struct.pack("<I", n)


def tup(*items):
    return MARK + b"".join(items) + TUPLE


def storage(key, dtype="FloatStorage", numel=4):
    return tup(s("storage"), glob("torch", dtype), s(key), s("cpu"), long1(numel)) + PERSID


def tensor(key="0", dtype="FloatStorage", numel=4, offset=0, sizes=(4,), strides=(1,)):
    return (glob("torch._utils", "_rebuild_tensor_v2") +
            tup(storage(key, dtype, numel), long1(offset), tup(*map(long1, sizes)),
                tup(*map(long1, strides)), FALSE, glob("collections", "OrderedDict") + EMPTY_TUPLE + REDUCE) +
            REDUCE)


def module_pickle(attrs):
    """__torch__.M with the attributes name -> pickled value."""
    body = b"".join(s(k) + v for k, v in attrs)
    return PROTO + glob("__torch__", "M") + EMPTY_TUPLE + NEWOBJ + EMPTY_DICT + MARK + body + SETITEMS + BUILD + STOP


CODE = """class M(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  t : Tensor
  def forward(self: __torch__.M,
    x: Tensor) -> Tensor:
    return torch.add(x, self.t)
"""

GOOD_DATA = module_pickle([("training", TRUE), ("t", tensor())])
FLOATS = struct.pack("<4f", 1, 2, 3, 4)

# ---- zip writer with every field under control ----------------------------- #


def zip_bytes(records, archive="m", deflate=(), patch=None):
    """records: [(name, data)] under archive/; deflate: names to compress.
    patch(name, fields) may change the fields of an entry before writing."""
    out = b""
    central = b""
    for name, data in records:
        full = (archive + "/" + name if archive else name).encode()
        method, payload = 0, data
        if name in deflate:
            c = zlib.compressobj(9, zlib.DEFLATED, -15)
            method, payload = 8, c.compress(data) + c.flush()
        f = dict(crc=zlib.crc32(data), csize=len(payload), size=len(data), offset=len(out),
                 method=method, sig=0x04034B50, payload=payload, extra=b"")
        if patch:
            patch(name, f)
        local = struct.pack("<IHHHHHIIIHH", f["sig"], 20, 0, f["method"], 0, 0, f["crc"] & 0xFFFFFFFF,
                            f["csize"] & 0xFFFFFFFF, f["size"] & 0xFFFFFFFF, len(full), 0)
        out += local + full + f["payload"]
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, f["method"], 0, 0,
                               f["crc"] & 0xFFFFFFFF, f["csize"] & 0xFFFFFFFF, f["size"] & 0xFFFFFFFF,
                               len(full), len(f["extra"]), 0, 0, 0, 0, f["offset"] & 0xFFFFFFFF)
        central += full + f["extra"]
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(records), len(records), len(central), len(out), 0)
    return out + central + end


def module_records(data=GOOD_DATA, code=CODE, storages=(("0", FLOATS),), constants=PROTO + EMPTY_TUPLE + STOP,
                   drop=()):
    recs = [("data.pkl", data), ("code/__torch__.py", code.encode()), ("constants.pkl", constants),
            ("version", b"3\n")]
    recs += [("data/" + k, v) for k, v in storages]
    return [r for r in recs if r[0] not in drop]


def module(data=GOOD_DATA, **kw):
    return zip_bytes(module_records(data, **kw))


# ---- the cases -------------------------------------------------------------- #

CASES = {}


def case(name, payload):
    CASES[name] = payload


def deep(open_op, close, n):
    return PROTO + open_op * n + close * n + STOP


def zip_cases():
    good = module()
    case("good.pt", good)
    case("empty.pt", b"")
    case("wrong_magic.pt", b"PK\x05\x07 this is not a zip archive at all, just text" * 2)
    case("truncated.pt", good[: len(good) // 2])
    case("truncated_end.pt", good[:-5])

    def bad_crc(name, f):
        if name == "data.pkl":
            f["crc"] ^= 1
    case("bad_crc.pt", zip_bytes(module_records(), patch=bad_crc))

    def bad_sig(name, f):
        if name == "data.pkl":
            f["sig"] = 0x01020304
    case("bad_local_signature.pt", zip_bytes(module_records(), patch=bad_sig))

    def huge_size(name, f):
        if name == "data/0":
            f["size"] = f["csize"] = 0xFFFFFFF0
    case("huge_declared_size.pt", zip_bytes(module_records(), patch=huge_size))

    def huge_offset(name, f):
        if name == "version":
            f["offset"] = 0xFFFFFFF0
    case("entry_offset_out_of_range.pt", zip_bytes(module_records(), patch=huge_offset))

    def overlap(name, f):
        if name == "version":
            f["offset"] = 0  # points at data.pkl's local header
    case("overlapping_entries.pt", zip_bytes(module_records(), patch=overlap))

    def zip64_huge(name, f):
        if name == "data/0":
            f["size"] = f["csize"] = 0xFFFFFFFF
            f["extra"] = struct.pack("<HHQQ", 1, 16, 2**62, 2**62)
    case("zip64_huge_sizes.pt", zip_bytes(module_records(), patch=zip64_huge))

    def lying_size(name, f):
        if name == "code/__torch__.py":
            f["size"] = 10  # inflates to far more than declared
    case("deflate_larger_than_declared.pt",
         zip_bytes(module_records(), deflate=("code/__torch__.py",), patch=lying_size))

    # 40 MiB of spaces in a comment line, declared honestly; deflated ~40 KB.
    bomb = CODE + "#" + " " * (40 << 20) + "\n"
    case("deflate_bomb.pt", zip_bytes(module_records(code=bomb), deflate=("code/__torch__.py",)))

    def bad_method(name, f):
        if name == "data.pkl":
            f["method"] = 12
    case("unsupported_method.pt", zip_bytes(module_records(), patch=bad_method))

    case("missing_data_pkl.pt", module(drop=("data.pkl",)))
    case("missing_constants_pkl.pt", module(drop=("constants.pkl",)))
    case("missing_storage.pt", module(storages=()))
    case("no_subdirectory.pt", zip_bytes(module_records(), archive=None))


def pickle_cases():
    # Memo indices that grow by 2^20 per opcode: used to reach gigabytes.
    memo = PROTO + NONE + b"".join(put(k << 20) for k in range(4000)) + STOP
    case("memo_growth.pkl", memo)
    case("memo_huge_index.pkl", PROTO + NONE + put(0xFFFFFFFF) + get(0xFFFFFFFF) + STOP)
    case("memo_get_unset.pkl", PROTO + get(7) + STOP)
    case("deep_tuples.pkl", PROTO + EMPTY_TUPLE + TUPLE1 * 100000 + STOP)
    case("deep_lists.pkl", deep(EMPTY_LIST, APPEND, 50000))
    case("deep_dicts.pkl", PROTO + (EMPTY_DICT + s("k")) * 10000 + EMPTY_DICT + b"s" * 10000 + STOP)
    # 60 levels of (x, x): 2^60 paths through 60 tuples.
    laughs = PROTO + EMPTY_TUPLE + b"".join(put(k) + get(k) + TUPLE2 for k in range(60)) + STOP
    case("shared_tuples_exponential.pkl", laughs)
    # A module attribute nested 1M deep (data.pkl deflates to a few KB).
    deep_attr = module_pickle([("training", TRUE), ("t", tensor()), ("v", EMPTY_LIST * 1000000 + APPEND * 1000000)])
    case("deep_list_attr.pt", zip_bytes(module_records(deep_attr), deflate=("data.pkl",)))
    deep_attr = module_pickle([("training", TRUE), ("t", tensor()), ("v", EMPTY_TUPLE + TUPLE1 * 1000000)])
    case("deep_tuple_attr.pt", zip_bytes(module_records(deep_attr), deflate=("data.pkl",)))
    case("cyclic_list.pkl", PROTO + EMPTY_LIST + put(0) + get(0) + APPEND + STOP)
    case("global_os_system.pkl", PROTO + glob("os", "system") + tup(s("echo pwned")) + REDUCE + STOP)
    case("global_builtins_eval.pkl", PROTO + glob("builtins", "eval") + tup(s("1+1")) + REDUCE + STOP)
    case("global_subprocess.pkl",
         PROTO + glob("subprocess", "check_output") + tup(s("ls")) + REDUCE + STOP)
    case("stack_global_os.pkl", PROTO + s("os") + s("system") + b"\x93" + tup(s("ls")) + REDUCE + STOP)
    case("inst_os_system.pkl", PROTO + MARK + s("ls") + b"ios\nsystem\n" + STOP)
    case("obj_allowed_global.pkl", PROTO + MARK + glob("torch.jit._pickle", "build_intlist") + EMPTY_LIST + b"o" + STOP)
    case("obj_eval.pkl", PROTO + MARK + glob("builtins", "eval") + s("1") + b"o" + STOP)
    case("huge_string_length.pkl", PROTO + b"X" + struct.pack("<I", 0xFFFFFFF0) + b"abc" + STOP)
    case("huge_bytes8_length.pkl", PROTO + b"\x8e" + struct.pack("<Q", 2**63) + b"abc" + STOP)
    case("huge_long4.pkl", PROTO + b"\x8b" + struct.pack("<I", 0xFFFFFFFF) + b"\x01" + STOP)
    case("no_stop.pkl", PROTO + NONE)
    case("stack_underflow.pkl", PROTO + APPEND + STOP)


def tensor_cases():
    def with_tensor(name, **kw):
        storages = kw.pop("storages", (("0", FLOATS),))
        data = module_pickle([("training", TRUE), ("t", tensor(**kw))])
        case(name, module(data, storages=storages))

    with_tensor("tensor_stride0_huge.pt", sizes=(2**32, 2**32), strides=(0, 0))
    with_tensor("tensor_sizes_overflow.pt", sizes=(2**40, 2**40), strides=(1, 1))
    with_tensor("tensor_stride_overflow.pt", sizes=(2, 2), strides=(2**62, 1))
    with_tensor("tensor_negative_size.pt", sizes=(-1,), strides=(1,))
    with_tensor("tensor_negative_stride.pt", sizes=(4,), strides=(-1,))
    with_tensor("tensor_negative_offset.pt", offset=-1)
    with_tensor("tensor_storage_too_small.pt", sizes=(5,), strides=(1,))
    with_tensor("tensor_offset_past_end.pt", offset=3, sizes=(2,), strides=(1,))
    with_tensor("storage_numel_exceeds_record.pt", numel=1000, sizes=(1000,), strides=(1,))
    with_tensor("storage_numel_huge.pt", numel=2**62, sizes=(1,), strides=(1,))
    with_tensor("bad_storage_key.pt", key="../../etc/passwd")
    with_tensor("wrong_dtype_name.pt", dtype="EvilStorage")
    with_tensor("sizes_strides_length_differ.pt", sizes=(2, 2), strides=(1,))


def nesting_cases():
    """Deep nesting through every container-making opcode and call (5x the
    default depth cap keeps the files small; the .pt ones nest far deeper)."""
    n = 5000
    case("deep_mark_tuples.pkl", PROTO + MARK * n + b"t" * n + STOP)
    case("deep_mark_lists.pkl", PROTO + MARK * n + b"l" * n + STOP)
    case("deep_mark_dicts.pkl", PROTO + (MARK + s("k")) * n + EMPTY_DICT + b"d" * n + STOP)
    case("deep_tuple2.pkl", PROTO + NONE + (NONE + TUPLE2) * n + STOP)
    case("deep_tuple3.pkl", PROTO + NONE + (NONE + NONE + b"\x87") * n + STOP)
    case("deep_appends.pkl", PROTO + (EMPTY_LIST + MARK) * n + NONE + APPENDS * n + STOP)
    case("deep_setitems.pkl", PROTO + (EMPTY_DICT + MARK + s("k")) * n + NONE + SETITEMS * n + STOP)
    # Lists through torch.jit._pickle.build_genericlist((list,)): a REDUCE per level.
    gl = glob("torch.jit._pickle", "build_genericlist")
    case("deep_genericlist.pkl", PROTO + (gl + EMPTY_LIST) * n + EMPTY_LIST + (APPEND + TUPLE1 + REDUCE) * n + STOP)
    # A type tag nested 100k deep (parsed by the archive's type parser).
    tag = "List[" * 100000 + "int" + "]" * 100000
    tagged = PROTO + glob("torch.jit._pickle", "restore_type_tag") + tup(EMPTY_LIST, s(tag)) + REDUCE + TUPLE1 + STOP
    case("deep_type_tag.pt", zip_bytes(module_records(constants=tagged), deflate=("constants.pkl",)))
    # A class whose attribute's annotation is nested 100k deep, and a
    # forward whose body nests 100k parentheses.
    deep_ann = CODE.replace("  t : Tensor\n", "  t : Tensor\n  u : " + "List[" * 100000 + "int" + "]" * 100000 + "\n")
    case("deep_annotation.pt", zip_bytes(module_records(code=deep_ann), deflate=("code/__torch__.py",)))
    deep_expr = CODE.replace("torch.add(x, self.t)", "(" * 100000 + "torch.add(x, self.t)" + ")" * 100000)
    case("deep_code_expression.pt", zip_bytes(module_records(code=deep_expr), deflate=("code/__torch__.py",)))
    deep_ops = CODE.replace("torch.add(x, self.t)", " + ".join(["x"] * 100000))
    case("deep_code_operators.pt", zip_bytes(module_records(code=deep_ops), deflate=("code/__torch__.py",)))
    # A deep value in constants.pkl and in a storage-bearing tensor's metadata dict.
    case("deep_constants.pt", zip_bytes(module_records(constants=PROTO + EMPTY_TUPLE + TUPLE1 * 200000 + STOP),
                                        deflate=("constants.pkl",)))
    deep_meta = (glob("torch._utils", "_rebuild_tensor_v2") +
                 tup(storage("0"), long1(0), tup(long1(4)), tup(long1(1)), FALSE,
                     EMPTY_LIST * 200000 + APPEND * 200000) + REDUCE)
    case("deep_tensor_metadata.pt", zip_bytes(module_records(module_pickle([("training", TRUE), ("t", deep_meta)])),
                                              deflate=("data.pkl",)))


def size_cases():
    """Sizes, strides and offsets that overflow in the tensor rebuild and the zip."""
    def with_tensor(name, **kw):
        data = module_pickle([("training", TRUE), ("t", tensor(**kw))])
        case(name, module(data))

    with_tensor("tensor_offset_huge.pt", offset=2**62, sizes=(1,), strides=(1,))
    with_tensor("tensor_offset_int64_max.pt", offset=2**63 - 1, sizes=(1,), strides=(1,))
    with_tensor("tensor_size_int64_min.pt", sizes=(-2**63,), strides=(1,))
    with_tensor("tensor_size_int64_max.pt", sizes=(2**63 - 1,), strides=(1,))
    with_tensor("tensor_sizes_product_wraps.pt", sizes=(2**32, 2**32, 2), strides=(0, 0, 0))
    with_tensor("tensor_extent_overflow.pt", sizes=(2, 2**31), strides=(2**62, 2**31))
    with_tensor("tensor_negative_stride_offset.pt", offset=3, sizes=(4,), strides=(-1,))
    with_tensor("tensor_zero_size_huge_stride.pt", sizes=(0, 5), strides=(2**62, 2**62))
    with_tensor("tensor_many_dims.pt", sizes=(1,) * 2000, strides=(1,) * 2000)
    with_tensor("storage_numel_negative.pt", numel=-4)
    with_tensor("storage_numel_int64_min.pt", numel=-2**63)
    with_tensor("storage_numel_bytes_overflow.pt", numel=2**61, dtype="DoubleStorage")
    # Sizes that are not ints.
    data = module_pickle([("training", TRUE), ("t", glob("torch._utils", "_rebuild_tensor_v2") +
                          tup(storage("0"), long1(0), tup(s("4")), tup(long1(1)), FALSE,
                              glob("collections", "OrderedDict") + EMPTY_TUPLE + REDUCE) + REDUCE)])
    case("tensor_size_not_int.pt", module(data))
    data = module_pickle([("training", TRUE), ("t", glob("torch._utils", "_rebuild_tensor_v2") +
                          tup(storage("0"), long1(0)) + REDUCE)])
    case("tensor_rebuild_too_few_args.pt", module(data))

    # Zip: an end record that declares far more entries, or a directory
    # larger than the file; a name length running past the directory.
    good = module()
    eocd = good.rindex(b"PK\x05\x06")
    many = bytearray(good)
    struct.pack_into("<HH", many, eocd + 8, 0xFFFF, 0xFFFF)
    case("zip_entry_count_lies.pt", bytes(many))
    big_dir = bytearray(good)
    struct.pack_into("<I", big_dir, eocd + 12, 0xFFFFFF00)
    case("zip_directory_size_huge.pt", bytes(big_dir))
    cdir = good.index(b"PK\x01\x02")
    long_name = bytearray(good)
    struct.pack_into("<H", long_name, cdir + 28, 0xFFFF)
    case("zip_name_length_huge.pt", bytes(long_name))
    extra = bytearray(good)
    struct.pack_into("<H", extra, cdir + 30, 0xFFFF)
    case("zip_extra_length_huge.pt", bytes(extra))

    def zip64_offset(name, f):
        if name == "data/0":
            f["offset"] = 0xFFFFFFFF
            f["extra"] = struct.pack("<HHQ", 1, 8, 2**63 + 5)
    case("zip64_offset_huge.pt", zip_bytes(module_records(), patch=zip64_offset))

    def zip64_short_extra(name, f):
        if name == "data/0":
            f["size"] = f["csize"] = 0xFFFFFFFF
            f["extra"] = struct.pack("<HH", 1, 30) + b"\x00" * 4
    case("zip64_truncated_extra.pt", zip_bytes(module_records(), patch=zip64_short_extra))


def module_cases():
    # A statement at module level in a code file (PyTorch rejects the file).
    code = "x = 1\n" + CODE
    case("module_level_statement.pt", module(code=code))
    code = CODE + "print('hello')\n"
    case("module_level_call.pt", module(code=code))
    # 100k objects chained through their `next` attribute.
    chain_code = CODE.replace("  t : Tensor\n", "  t : Tensor\n  next : Optional[__torch__.M]\n")
    n = 100000
    head = PROTO + glob("__torch__", "M") + put(1) + b"0" + tensor() + put(2) + b"0"
    one = get(1) + EMPTY_TUPLE + NEWOBJ + EMPTY_DICT + MARK + s("training") + TRUE + s("t") + get(2) + s("next")
    # Each link leaves M(), its dict and its keys open; close innermost first.
    chain = head + one * n + NONE + (SETITEMS + BUILD) * n + STOP
    case("object_chain_deep.pt", zip_bytes(module_records(chain, code=chain_code), deflate=("data.pkl",)))
    # Code that does not parse.
    case("garbage_code.pt", module(code="class M(Module):\n  def forward(self\n"))
    # optimize_for_inference's MKL-DNN weights, which PyTorch does not save.
    mkldnn = CODE.replace("    return torch.add(x, self.t)\n",
                          "    w = ops.prim.ConstantMKLDNNTensor()\n    return torch.add(torch.to_mkldnn(x), w)\n")
    case("mkldnn_constant.pt", module(code=mkldnn))
    # A __setstate__ state of another type than the method declares.
    setstate = CODE + """  def __setstate__(self: __torch__.M,
    state: Tuple[bool, Tensor]) -> None:
    self.training = state[0]
    self.t = state[1]
    return None
"""
    short_state = PROTO + glob("__torch__", "M") + EMPTY_TUPLE + NEWOBJ + tup(TRUE) + BUILD + STOP
    case("setstate_wrong_state.pt", module(short_state, code=setstate))
    forgetful = setstate.replace("    self.t = state[1]\n", "")
    case("setstate_leaves_unset.pt", module(PROTO + glob("__torch__", "M") + EMPTY_TUPLE + NEWOBJ + tup(TRUE, tensor()) +
                                            BUILD + STOP, code=forgetful))
    good_state = PROTO + glob("__torch__", "M") + EMPTY_TUPLE + NEWOBJ + tup(TRUE, tensor()) + BUILD + STOP
    case("setstate_good.pt", module(good_state, code=setstate))


def record_cases():
    # The `version` record, checked as PyTorch's PytorchStreamReader does.
    for name, v in [("abc", b"abc\n"), ("0", b"0\n"), ("11", b"11\n"), ("minus1", b"-1\n"), ("10", b"10\n")]:
        recs = [r if r[0] != "version" else ("version", v) for r in module_records()]
        case("version_%s.pt" % name, zip_bytes(recs))
    # data.pkl whose root is not a module object.
    case("root_int.pt", module(PROTO + long1(3) + STOP))
    case("root_none.pt", module(PROTO + NONE + STOP))
    # A bool storage holding bytes other than 0 and 1 (1.0f's bytes 00 00 80 3f).
    case("bool_storage_bytes.pt", module(module_pickle([("training", TRUE), ("t", tensor(dtype="BoolStorage"))])))


def custom_class(cls, *state):
    """A torch.classes object (Note [Custom classes]) with pickled `state`, as constants.pkl's only item."""
    obj = glob("__torch__.torch.classes." + cls.rsplit(".", 1)[0], cls.rsplit(".", 1)[1]) + EMPTY_TUPLE + NEWOBJ
    return PROTO + MARK + obj + tup(*state) + BUILD + TUPLE + STOP


def custom_class_cases():
    case("xnnpack_state_arity.pt", module(constants=custom_class("xnnpack.LinearOpContext", NONE)))
    ints = MARK + long1(1) + long1(1) + TUPLE  # a tuple where List[int] is expected
    conv = custom_class("xnnpack.Conv2dOpContext", tensor(), NONE, ints, ints, ints, long1(1), NONE, NONE)
    case("xnnpack_field_type.pt", zip_bytes(module_records(constants=conv) + [("constants/0", FLOATS)]))
    case("quantized_packed_params.pt", module(constants=custom_class("quantized.LinearPackedParamsBase", NONE)))
    # A per-channel quantized weight (Note [Quantized tensors]) with 4 scales for 16 channels.
    scales = tensor("1", numel=4)
    zeros = tensor("1", numel=4)
    qweight = (glob("torch._utils", "_rebuild_qtensor") +
               tup(storage("0", "QInt8Storage", 16), long1(0), tup(long1(16)), tup(long1(1)),
                   tup(glob("torch", "per_channel_affine"), scales, zeros, long1(0)), FALSE,
                   glob("collections", "OrderedDict") + EMPTY_TUPLE + REDUCE) + REDUCE)
    packed = custom_class("quantized.LinearPackedParamsBase", qweight, NONE)
    case("qtensor_channels.pt",
         zip_bytes(module_records(constants=packed) + [("constants/0", FLOATS), ("constants/1", FLOATS)]))


def sparse_cases():
    # A sparse COO attribute (Note [Sparse COO tensors]): indices in data/0
    # (2 x 2 longs), values in data/1; every index must lie inside the sizes.
    def with_sparse(name, index_values, sizes=(2, 3), layout=1, nvalues=2):
        indices = tensor("0", "LongStorage", 4, sizes=(2, 2), strides=(2, 1))
        values = tensor("1", "FloatStorage", 4, sizes=(nvalues,), strides=(1,))
        t = (glob("torch._utils", "_rebuild_sparse_tensor") +
             tup(long1(layout), tup(*map(long1, sizes)), FALSE, indices, values,
                 glob("collections", "OrderedDict") + EMPTY_TUPLE + REDUCE) + REDUCE)
        data = module_pickle([("training", TRUE), ("t", t)])
        case(name, module(data, storages=(("0", struct.pack("<4q", *index_values)), ("1", FLOATS))))

    with_sparse("sparse_good.pt", (0, 1, 2, 0))
    with_sparse("sparse_index_out_of_range.pt", (0, 1, 1, 5))
    with_sparse("sparse_negative_index.pt", (0, -1, 1, 2))
    with_sparse("sparse_nnz_mismatch.pt", (0, 1, 1, 2), nvalues=3)
    with_sparse("sparse_dims_mismatch.pt", (0, 1, 1, 2), sizes=(2,))
    with_sparse("sparse_layout.pt", (0, 1, 1, 2), layout=2)


def main():
    zip_cases()
    pickle_cases()
    tensor_cases()
    nesting_cases()
    size_cases()
    module_cases()
    record_cases()
    custom_class_cases()
    sparse_cases()
    for old in os.listdir(HERE):
        if old.endswith((".pt", ".pkl")):
            os.remove(os.path.join(HERE, old))
    for name, payload in sorted(CASES.items()):
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(payload)
    print(len(CASES), "files")


if __name__ == "__main__":
    main()
