# Files PyTorch 1.13 wrote (scripts/gen_torch_save_fixtures.py): a
# state_dict, a whole pickled nn.Sequential, mixed data in the zip and the
# legacy format, and a plain pickle of tensors.
import os
import pickle

import torch
import torch.nn as nn

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
with open(os.path.join(here, "sequential_input.txt")) as f:
    x = torch.tensor(eval(f.read()))

model = nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2), nn.ReLU(), nn.Flatten(), nn.Linear(8, 3))
sd = torch.load(os.path.join(here, "sequential_state.pt"))
print(type(sd).__name__, list(sd.keys()))
print(model.load_state_dict(sd))
model.eval()
print(torch.round(model(x), decimals=4))

whole = torch.load(os.path.join(here, "sequential_whole.pt"))
print(whole)
print(torch.round(whole(x), decimals=4))

for name in ["mixed.pt", "mixed_legacy.pt"]:
    m = torch.load(os.path.join(here, name))
    m["all"][4] = -1.0
    print(name, m["view"], m["int8"], m["bf16"], m["c64"])
    print(m["grad"].requires_grad, type(m["param"]).__name__, m["nested"], m["big"], m["bytes"])

with open(os.path.join(here, "tensor.pickle"), "rb") as f:
    p = pickle.load(f)
print(p["t"], p["t"].is_contiguous(), p["od"])
