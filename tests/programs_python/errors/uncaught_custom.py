# A user exception raised from a method, chained with `from`.
class ConfigError(Exception):
    pass
class Loader:
    def load(self, name):
        try:
            return int(name)
        except ValueError as e:
            raise ConfigError(f"bad config {name!r}") from e
print("start")
Loader().load("x1")
