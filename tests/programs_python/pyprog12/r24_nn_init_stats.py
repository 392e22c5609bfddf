import torch
import torch.nn as nn
import math

torch.manual_seed(0)
w = torch.empty(200, 100)
for name, fn in [("xavier_uniform", lambda t: nn.init.xavier_uniform_(t)), ("xavier_normal", lambda t: nn.init.xavier_normal_(t, gain=2.0)),
                 ("kaiming_uniform", lambda t: nn.init.kaiming_uniform_(t, a=math.sqrt(5))), ("kaiming_normal", lambda t: nn.init.kaiming_normal_(t, mode="fan_out", nonlinearity="relu")),
                 ("trunc_normal", lambda t: nn.init.trunc_normal_(t, std=0.02, a=-0.04, b=0.04)), ("orthogonal", lambda t: nn.init.orthogonal_(t)),
                 ("uniform", lambda t: nn.init.uniform_(t, -0.1, 0.1)), ("normal", lambda t: nn.init.normal_(t, 0.0, 0.5)), ("sparse", lambda t: nn.init.sparse_(t, 0.5))]:
    fn(w)
    print(f"{name:>16} mean={w.mean().item():+.3f} std={w.std().item():.3f} max={w.abs().max().item():.3f}")
print(nn.init.calculate_gain("relu"), nn.init.calculate_gain("leaky_relu", 0.2), nn.init.calculate_gain("tanh"), nn.init.calculate_gain("selu"))
print(nn.init._calculate_fan_in_and_fan_out(torch.empty(8, 4, 3, 3)))
c = torch.empty(3, 3)
print(nn.init.eye_(c), nn.init.dirac_(torch.empty(2, 2, 3)).sum(), nn.init.constant_(torch.empty(2), 0.3), nn.init.ones_(torch.empty(1)), nn.init.zeros_(torch.empty(1)))
o = nn.init.orthogonal_(torch.empty(4, 4))
print(torch.allclose(o @ o.T, torch.eye(4), atol=1e-5))
