# Unknown Generator attributes are Python AttributeErrors.
import torch

print("before")
g = torch.Generator()
print(g.initial_seed())
g.offset
print("not reached")
