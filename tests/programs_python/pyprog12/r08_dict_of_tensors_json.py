import json
import torch
import copy
import pickle
import io

state = {"epoch": 3, "metrics": {"loss": [0.5, 0.25], "acc": 0.9}, "tags": ("a", "b"), "ok": True, "none": None}
s = json.dumps(state, sort_keys=True)
print(s)
print(json.dumps(state, indent=2))
back = json.loads(s)
print(back["tags"], type(back["tags"]).__name__, back == state)
t = torch.tensor([[1.5, 2.0], [3.0, 4.25]])
print(json.dumps({"w": t.tolist(), "shape": list(t.shape), "dtype": str(t.dtype)}))
class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, torch.Tensor):
            return {"__tensor__": o.tolist()}
        return super().default(o)
enc = json.dumps({"t": t, "x": 1}, cls=Enc)
print(enc)
dec = json.loads(enc, object_hook=lambda d: torch.tensor(d["__tensor__"]) if "__tensor__" in d else d)
print(dec["t"], dec["x"])
try:
    json.dumps({"t": t})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps([1.0, float("inf"), 1e-7, 10 ** 20]), json.dumps("é"), json.dumps("é", ensure_ascii=False), json.dumps({1: 2}))
print(json.loads('{"a": [1, 2.5, null, true, "x"]}'), json.dumps((1, 2), separators=(",", ":")))
d = {"w": t, "nested": [t, {"k": t}]}
c = copy.deepcopy(d)
print(c["nested"][0] is c["w"], c["w"] is t, torch.equal(c["nested"][1]["k"], t))
sh = copy.copy(d)
print(sh["w"] is t, sh is d)
buf = io.BytesIO()
pickle.dump({"a": [1, 2], "b": (3.5, "x")}, buf)
buf.seek(0)
print(pickle.load(buf))
p = pickle.loads(pickle.dumps(t))
print(p, type(p).__name__)
