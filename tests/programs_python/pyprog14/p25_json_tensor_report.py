import json
import torch

torch.manual_seed(0)
metrics = {"epoch": 3, "loss": round(0.123456, 4), "acc": [0.5, 0.75], "ok": True, "note": None, "name": "rés"}
print(json.dumps(metrics))
print(json.dumps(metrics, indent=2, sort_keys=True, ensure_ascii=False))
print(json.dumps([1, 2.0, 1e-7, 1e20, float("inf")], separators=(",", ":")))
try:
    json.dumps({"t": torch.ones(1)})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"t": torch.arange(3)}, default=lambda o: o.tolist()))


class Enc(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, torch.Tensor):
            return {"shape": list(o.shape), "sum": o.sum().item()}
        return super().default(o)


print(json.dumps({"w": torch.ones(2, 3)}, cls=Enc))
back = json.loads('{"a": [1, 2.5, "x", null, true], "b": {"c": -1e3}}')
print(back, type(back["b"]["c"]).__name__)
print(json.loads("[1, 2]", parse_float=str), json.loads('{"k": 1}', object_hook=lambda d: sorted(d.items())))
try:
    json.loads("{bad json}")
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e.msg, e.pos)
print(json.dumps({2: "int key", "s": (1, 2)}), json.dumps("quote\"and\\slash\n"), json.dumps({"b": 1, "a": 2}, sort_keys=True))
state = {k: v.tolist() for k, v in torch.nn.Linear(2, 1).state_dict().items()}
rt = json.loads(json.dumps(state))
print(sorted(rt), len(rt["weight"][0]))
