# Objects torch.save refuses with PyTorch's errors: a scripted module (use
# its .save), a Generator (save its get_state()), a generator expression.
import io
import pickle

import torch

m = torch.jit.script(torch.nn.Linear(2, 2))
try:
    torch.save(m, io.BytesIO())
except Exception as e:
    print(type(e).__name__, e)
g = torch.Generator().manual_seed(3)
try:
    torch.save(g, io.BytesIO())
except Exception as e:
    print(type(e).__name__, e)
b = io.BytesIO()
torch.save({"rng": torch.get_rng_state(), "gen": g.get_state()}, b)
b.seek(0)
state = torch.load(b)
print(torch.equal(state["rng"], torch.get_rng_state()), torch.equal(state["gen"], g.get_state()))
try:
    pickle.dumps(x * 2 for x in range(3))
except TypeError as e:
    print(e)
