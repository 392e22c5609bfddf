from contextlib import contextmanager, nullcontext, suppress, ExitStack
import types, numbers, json, textwrap, statistics, gc, pprint

@contextmanager
def tag(name):
    print("<" + name + ">")
    try:
        yield name.upper()
    finally:
        print("</" + name + ">")

with tag("b") as t:
    print("inside", t)
try:
    with tag("i"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)
with suppress(KeyError):
    {}["x"]
with nullcontext(5) as v:
    print(v)
with ExitStack() as st:
    a = st.enter_context(tag("x"))
    st.callback(print, "cb")
    print("body", a)
ns = types.SimpleNamespace(a=1, b="x"); ns.c = [1]; print(ns, ns.a, ns == types.SimpleNamespace(a=1, b="x", c=[1]))
print(isinstance(3, numbers.Integral), isinstance(2.5, numbers.Real), isinstance(2.5, numbers.Integral), isinstance(1, numbers.Number))
print(isinstance(print, types.BuiltinFunctionType), isinstance(lambda: 0, types.FunctionType))
cfg = {"lr": 0.001, "layers": [64, 32], "name": "mlp", "dropout": None, "bn": True, "nested": {"a": 1.0, "é": "ü"}}
print(json.dumps(cfg))
print(json.dumps(cfg, indent=2, sort_keys=True))
print(json.dumps(cfg, ensure_ascii=False, separators=(",", ":")))
back = json.loads('{"a": [1, 2.5, -3e2, true, false, null], "b": "x\\ny\\u00e9", "c": {}}')
print(back, json.loads(json.dumps(cfg)) == cfg)
try:
    json.loads("{bad}")
except json.JSONDecodeError as e:
    print("JSONDecodeError", e)
print(textwrap.dedent("""
    def f():
        return 1
"""))
print(textwrap.indent("a\nb", "> "), textwrap.fill("the quick brown fox jumps over the lazy dog " * 2, width=30), sep="\n")
print(statistics.mean([1, 2, 3, 4]), statistics.median([3, 1, 2, 4]), statistics.stdev([1.0, 2.0, 4.0]), statistics.variance([1, 2, 4]), statistics.mode([1, 1, 2]))
print(gc.collect() >= 0)
pprint.pprint({"b": list(range(3)), "a": "x"})
pprint.pprint([{"key_%d" % i: list(range(i))} for i in range(8)])
print(pprint.pformat(("a" * 30, "b" * 30, "c" * 30)))
