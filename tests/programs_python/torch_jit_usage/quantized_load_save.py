# Dynamically quantized models saved by PyTorch 1.13 (tests/data/pt/zoo):
# they load, run, print their code and save again (the weights go back as
# _rebuild_qtensor), and the saved copy gives the same outputs.
import os
import tempfile

import torch

ZOO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "pt", "zoo")
x = torch.arange(24.0).reshape(3, 8).mul(0.618).sin()
for name in ["qlinear_script", "qlinear_trace", "qlinear_per_channel_script"]:
    m = torch.jit.load(os.path.join(ZOO, name + ".pt"))
    with torch.no_grad():
        y = m(x)
    print(name, y.shape, [round(v, 4) for v in y[0].tolist()])
    print(m.fc1.code)
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "q.pt")
        m.save(path)
        again = torch.jit.load(path)
        with torch.no_grad():
            print(torch.equal(again(x), y))
