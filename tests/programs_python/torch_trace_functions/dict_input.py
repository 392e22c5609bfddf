import torch
def dict_in(d):
    return d["a"] + d["b"]
td = torch.jit.trace(dict_in, ({"a": torch.ones(2), "b": torch.ones(2) * 5},))
print(td({"a": torch.ones(2), "b": torch.zeros(2)}))
for l in str(td.graph).splitlines(): print(l.split(" # ")[0])
print(td.code)
