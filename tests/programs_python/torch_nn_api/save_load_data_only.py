# torch.save/torch.load round-trip nested data; a file that is not a saved
# object is rejected, never run (it would print PWNED if it were).
import os
import tempfile

import torch

d = tempfile.mkdtemp()
p = os.path.join(d, "x.pt")
torch.save({"w": torch.tensor([1.5, float("nan")]), "s": "it's \"q\"\n\u00e9", "n": [1, -2, 3.5e-3, None, True, (1,)]}, p)
print(torch.load(p))
with open(p, "w") as f:
    f.write("# torch.save (torchscript) 1\n__import__('os').system('echo PWNED')\n")
try:
    torch.load(p)
    print("loaded")
except Exception:
    print("rejected")
