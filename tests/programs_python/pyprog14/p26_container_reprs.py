print([0.1, 1e-5, 1e16, 1.5e300, float("nan"), -float("inf"), 2.0, -0.5])
print({(1, "a"): [None, True], "k": {"nested": (1,)}, 3: set(), 4: frozenset({2, 1}), 5: {}})
print({3, 1, 2}, {-1, 5, 100}, frozenset(), set(), (), (1,), [[]], [()], {1: {}})
print(repr("multi\nline"), str(["a'b", 'c"d']), [b"bytes", bytearray(b"x")], [1j, 1 + 0j, -2.5j])
print(range(5), range(1, 10, 3), slice(1, None, 2), type(None), type(print), NotImplemented, Ellipsis, ...)
print(dict(a=1).keys(), {1: 2}.values(), {1: 2}.items(), list({"x": 1}.items()))
d = {}
d["self"] = d
l = [1]
l.append(l)
print(d, l)
import collections
print(collections.OrderedDict(a=1), collections.defaultdict(list, {"a": [1]}), collections.Counter("aab"), collections.deque([1, 2], maxlen=5))
print(collections.namedtuple("Pt", "x y")(1, 2.5), collections.ChainMap({1: 2}))
import torch
print([torch.tensor(1), torch.tensor([1.5])], {"t": torch.zeros(2, dtype=torch.int64)}, (torch.tensor(True),))
print(torch.float32, torch.device("cpu"), torch.Size([2, 3]), [torch.int8, torch.bool], torch.strided, torch.contiguous_format)
print(str(1.0), str(10.0 ** 16), str(123456789012.0), 1e-4, 0.0001234, 1 / 7, 100.0 / 3, 2 ** 0.5, 1e100)
print(f"{[1.0, 2]}", "{}".format((1.0,)), "%s" % ([0.5],), str({"a": 0.1}))
