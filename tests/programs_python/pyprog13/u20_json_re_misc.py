import json
import re
from types import SimpleNamespace
d = {"name": "x", "vals": [1, 2.5, None, True], "nested": {"k": "v"}}
s = json.dumps(d, sort_keys=True)
print(s)
print(json.dumps(d, indent=2))
print(json.loads(s) == d, json.loads('{"a": [1, {"b": null}]}'), json.dumps("é"), json.dumps("é", ensure_ascii=False))
ns = json.loads('{"a": 1, "b": {"c": 2}}', object_hook=lambda o: SimpleNamespace(**o))
print(ns.b.c, ns)
print(re.findall(r"\d+", "a1b22c333"), re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@host"))
m = re.match(r"(?P<key>\w+)=(?P<val>\d+)", "lr=42;x")
print(m.group("key"), m["val"], m.groupdict(), m.span(), m.end())
print(re.split(r"[,;]\s*", "a, b;c"), re.search(r"o+", "foooo bar").group(0), bool(re.fullmatch(r"[a-z]+", "abc1")))
pat = re.compile(r"(\d{4})-(\d{2})")
print([m.groups() for m in pat.finditer("2021-03 and 1999-12")], pat.pattern)
print(re.sub(r"\s+", " ", "a   b \n c"), re.escape("a.b"), re.IGNORECASE == re.I)
print(re.findall(r"(?i)HELLO", "hello Hello"), re.subn("a", "b", "aaa"))
try:
    json.loads("{bad json}")
except json.JSONDecodeError as e:
    print("JSONDecodeError", e.msg, e.pos)
print(json.dumps([1.0, 1e20, float("inf")]), json.dumps({1: 2}), json.dumps((1, 2)))
