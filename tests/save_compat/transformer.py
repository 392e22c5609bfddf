# input: 2,5,16
import torch
import torch.nn as nn

torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(16, 4, 32, batch_first=True)
m = torch.jit.script(nn.TransformerEncoder(layer, 2).eval())
m.save("model.pt")
with torch.no_grad():
    print(m(torch.ones(2, 5, 16)))
