# Wrong calls of torch functions report what PyTorch's argument parser says:
# the wrong argument with its expected type and position, or the missing one.
import torch
import torch.nn.functional as F

x = torch.ones(2, 3)
calls = [
    ("zeros str", lambda: torch.zeros('a')),
    ("reshape str", lambda: x.reshape('a')),
    ("mm int", lambda: torch.mm(x, 3)),
    ("relu int", lambda: torch.relu(3)),
    ("exp str", lambda: torch.exp('a')),
    ("full str", lambda: torch.full((2,), 'a')),
    ("matmul missing", lambda: torch.matmul(x)),
    ("unsqueeze missing", lambda: x.unsqueeze()),
    ("F.relu str", lambda: F.relu('a')),
    ("stack tensor", lambda: torch.stack(x)),
    ("expand str", lambda: x.expand('a')),
    ("linspace missing", lambda: torch.linspace(0, 1)),
    ("sigmoid list", lambda: torch.sigmoid([1.0, 2.0])),
    ("tanh None", lambda: torch.tanh(None)),
]
for name, call in calls:
    try:
        call()
        print(name, "no error")
    except TypeError as e:
        print(name, "->", e)
